import { Outlet, useLocation } from 'react-router-dom';
import { barlessPaths } from './paths';

/**
 * The signed-in frame: top bar and bottom navigation around every /app screen, none on the barless
 * ones (video feed, admin panel). The bars themselves arrive with the shell.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  if (barlessPaths.has(pathname)) return <Outlet />;
  return (
    <div className="app-layout">
      <main className="app-layout__content">
        <Outlet />
      </main>
    </div>
  );
}
