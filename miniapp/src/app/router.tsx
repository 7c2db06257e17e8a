import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { developmentPages } from '../config';
import { BrandScreen } from '../ui/brand-screen';
import { LazyToaster as Toaster } from '../ui/toast/lazy-toaster';
import { paths } from './paths';
import { RootRoute } from './root-route';
import { RouteError } from './route-error';
import { devScreens, frameScreens, pageScreens, type Screen } from './screens';

/**
 * The route table (docs/product.md#routes). The entry chunk holds only this table, the root route and the
 * error page: the landing page loads without the app, and everything signed-in (TanStack Query, the
 * UI kit, the zod contract; the Telegram SDK inside Telegram only) arrives with the lazy signed-in layout.
 */
function Root() {
  return (
    <>
      <Outlet />
      <Toaster />
    </>
  );
}

// Every screen and page module under features/ that the screen table may name, each its own chunk
// fetched when its route is first visited (the landing page and onboarding are loaded elsewhere).
const screenModules = import.meta.glob<Record<string, ComponentType>>([
  '../features/*/*-screen.tsx',
  '../features/*/*-page.tsx',
  '!../features/landing/*',
  '!../features/onboarding/*',
]);

/** A route for one row of the screen table (screens.ts). */
function screenRoute(screen: Screen, index = false): RouteObject {
  const load = screenModules[`../features/${screen.module}.tsx`];
  if (!load) throw new Error(`screens.ts: no module features/${screen.module}.tsx for ${screen.path}`);
  const lazy = async () => ({ Component: (await load())[screen.component] });
  return index ? { index: true, lazy } : { path: screen.path, lazy };
}

// The app's index route (/app) is the table's first frame screen.
const appRoutes = frameScreens.map((screen, i) => screenRoute(screen, i === 0));
// Developer pages are registered only in development (a development build, or a server with
// APP_ENV=development: config.ts); loaded lazily so they cost the app nothing.
const devRoutes = developmentPages ? devScreens.map((screen) => screenRoute(screen)) : [];

export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteError />,
    // Shown while the first lazy layout loads.
    hydrateFallbackElement: <BrandScreen text="Loading..." />,
    children: [
      {
        // Providers (query client, AppRoot, Telegram SDK) and the Telegram BackButton.
        lazy: async () => ({ Component: await (await import('./signed-in-root')).loadSignedInRoot() }),
        children: [
          {
            path: paths.app,
            lazy: async () => ({ Component: (await import('./app-frame')).AppFrame }),
            children: appRoutes,
          },
          ...pageScreens.map((screen) => screenRoute(screen)),
          ...devRoutes,
        ],
      },
      { path: '*', element: <RootRoute /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
