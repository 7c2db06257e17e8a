import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router-dom';
import { LandingPage } from '../features/landing/landing-page';
import { currentUserQuery } from '../lib/session';
import { telegramEnv } from '../lib/telegram-env';
import { BrandScreen } from '../ui/brand-screen';

/**
 * Any path that is not a known route: the app for signed-in users and Telegram, the landing page for
 * everyone else. An unreachable API counts as signed out, so the public page always shows.
 */
export function RootRoute() {
  const inside = telegramEnv().inside;
  const user = useQuery({ ...currentUserQuery, enabled: !inside });

  if (inside) return <Navigate to="/app" replace />;
  if (user.isPending) return <BrandScreen text="Loading..." />;
  if (user.isSuccess && user.data) return <Navigate to="/app" replace />;
  return <LandingPage />;
}
