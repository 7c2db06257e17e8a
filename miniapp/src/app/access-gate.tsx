import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { rememberIntendedUrl } from '../lib/intended-url';
import { currentUserQuery } from '../lib/session';
import { BrandScreen } from '../ui/brand-screen';

/**
 * Spec section 2, access gate: loading while the user is resolved, a sign-in prompt when signed out,
 * the page once signed in. The sign-in modal itself arrives with the auth feature; until then the
 * prompt links to /login and remembers where the visitor was going.
 */
export function AccessGate({ children }: { children: ReactNode }) {
  const location = useLocation();
  const user = useQuery(currentUserQuery);
  const target = `${location.pathname}${location.search}${location.hash}`;
  const signedOut = user.isSuccess && user.data === null;

  useEffect(() => {
    if (signedOut) rememberIntendedUrl(target);
  }, [signedOut, target]);

  if (user.isPending) return <BrandScreen text="Loading..." />;

  if (user.isError) {
    return (
      <BrandScreen text="We could not reach the server.">
        <p className="brand-screen__hint">{user.error.message}</p>
        <button type="button" className="btn btn--primary" onClick={() => void user.refetch()}>
          Try again
        </button>
      </BrandScreen>
    );
  }

  if (user.data === null) {
    return (
      <BrandScreen text="Please sign in to continue">
        <Link className="btn btn--primary" to={`/login?redirect=${encodeURIComponent(target)}`}>
          Sign in
        </Link>
        <Link className="btn btn--ghost" to="/">
          Back to the home page
        </Link>
      </BrandScreen>
    );
  }

  return <>{children}</>;
}
