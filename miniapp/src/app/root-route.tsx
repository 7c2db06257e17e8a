import { useCallback } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { paths } from './paths';
import { PublicRoot } from './public-root';
import { looksLikeTelegram } from './telegram-hint';

/**
 * The router's catch-all (an unknown path reached inside the app): Telegram and signed-in users go
 * to /app, everyone else sees the landing page. Page loads of such paths never get here: main.tsx
 * serves them the router-free PublicRoot.
 */
export function RootRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const toApp = { pathname: paths.app, search: location.search, hash: location.hash };
  const onSignedIn = useCallback(
    () => navigate({ pathname: paths.app, search: location.search, hash: location.hash }, { replace: true }),
    [navigate, location.search, location.hash],
  );
  if (looksLikeTelegram()) return <Navigate to={toApp} replace />;
  return <PublicRoot onSignedIn={onSignedIn} />;
}
