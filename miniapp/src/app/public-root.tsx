import { lazy, Suspense, useEffect, useState } from 'react';
import { hasSession } from '../lib/public-api';
import { BrandScreen } from '../ui/brand-screen';

const LandingPage = lazy(async () => ({
  default: (await import('../features/landing/landing-page')).LandingPage,
}));

type Probe = 'pending' | 'signed-in' | 'signed-out';

/**
 * docs/product.md#routes, "anything else": the app for signed-in users, the landing page for everyone else.
 * An unreachable API counts as signed out, so the public page always shows. Router-free and without
 * the query library or the contract: this is the landing page's critical path (80 kB budget).
 */
export function PublicRoot({ onSignedIn }: { onSignedIn: () => void }) {
  const [probe, setProbe] = useState<Probe>('pending');

  useEffect(() => {
    const controller = new AbortController();
    void hasSession(controller.signal).then((signedIn) => {
      if (!controller.signal.aborted) setProbe(signedIn ? 'signed-in' : 'signed-out');
    });
    return () => controller.abort();
  }, []);

  useEffect(() => {
    if (probe === 'signed-in') onSignedIn();
  }, [probe, onSignedIn]);

  if (probe !== 'signed-out') return <BrandScreen text="Loading..." />;
  return (
    <Suspense fallback={<BrandScreen text="Loading..." />}>
      <LandingPage />
    </Suspense>
  );
}
