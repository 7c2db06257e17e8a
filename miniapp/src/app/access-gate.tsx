import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useT } from '../i18n/use-t';
import { rememberIntendedUrl } from '../lib/intended-url';
import { currentUserQuery } from '../lib/session';
import { telegramEnv } from '../lib/telegram-env';
import { BrandScreen } from '../ui/brand-screen';
import { TelegramSessionScreen } from './telegram-session-screen';

const SignedOutGate = lazy(async () => ({
  default: (await import('../features/auth/signed-out-gate')).SignedOutGate,
}));

const OnboardingScreen = lazy(async () => ({
  default: (await import('../features/onboarding/onboarding-screen')).OnboardingScreen,
}));

/**
 * docs/product.md#access-gate: loading while the user is resolved ('Connecting...' while Telegram's
 * automatic sign-in runs), the sign-in prompt with the dialog over it when signed out, then two more
 * gates: the 18+ confirmation and onboarding (docs/product.md#adults-only). Only then the page.
 */
export function AccessGate({ children }: { children: ReactNode }) {
  const location = useLocation();
  const user = useQuery(currentUserQuery);
  const target = `${location.pathname}${location.search}`;
  const signedOut = user.isSuccess && user.data === null;
  const t = useT();

  useEffect(() => {
    if (signedOut) rememberIntendedUrl(target);
  }, [signedOut, target]);

  if (user.isPending)
    return <BrandScreen text={telegramEnv().inside ? t('app-connecting') : t('app-loading')} />;

  // A failed refresh (offline, on focus) keeps the user it had: only a first load that failed stops here.
  if (user.isError && user.data === undefined) {
    return (
      <BrandScreen text={t('error-no-server')}>
        <p className="brand-screen__hint">{user.error.message}</p>
        <button type="button" className="btn btn--primary" onClick={() => void user.refetch()}>
          {t('error-try-again')}
        </button>
      </BrandScreen>
    );
  }

  if (user.data === null || user.data === undefined) {
    // Inside Telegram a signed-out user means Telegram's launch data was refused (lib/session.ts).
    const env = telegramEnv();
    if (env.inside && env.rawInitData) return <TelegramSessionScreen />;
    return (
      <Suspense fallback={<BrandScreen text={t('app-loading')} />}>
        <SignedOutGate />
      </Suspense>
    );
  }

  if (!user.data.ageConfirmedAt || !user.data.onboardingCompleted) {
    return (
      <Suspense fallback={<BrandScreen text={t('app-loading')} />}>
        <OnboardingScreen user={user.data} />
      </Suspense>
    );
  }

  return <>{children}</>;
}
