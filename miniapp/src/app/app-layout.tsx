import { useQuery } from '@tanstack/react-query';
import { Outlet, useLocation } from 'react-router-dom';
import { currentUserQuery } from '../lib/session';
import { barlessPaths } from './paths';
import { BottomNav } from './shell/bottom-nav';
import { TopBar } from './shell/top-bar';

/**
 * The signed-in frame: top bar and bottom navigation around every /app screen, none on the barless
 * ones (video feed, admin panel). Rendered only behind the access gate, so the user is known.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  const user = useQuery(currentUserQuery).data;
  if (barlessPaths.has(pathname) || !user) return <Outlet />;
  return (
    <div className="app-layout">
      <TopBar user={user} />
      <main className="app-layout__content">
        <Outlet />
      </main>
      <BottomNav />
    </div>
  );
}
