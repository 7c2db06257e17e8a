import { type ComponentType, Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { developmentPages } from '../config';
import { BrandScreen } from '../ui/brand-screen';
import { paths } from './paths';
import { RootRoute } from './root-route';
import { RouteErrorBoundary } from './route-error-boundary';
import { type RouteComponent, routeComponent } from './route-loader';
import { devScreens, frameScreens, pageScreens, type Screen } from './screens';
import { loadSignedInRoot } from './signed-in-root';

/**
 * The route table (docs/product.md#routes), in react-router's declarative mode: the data router
 * (createBrowserRouter, loaders, fetchers) was a third of react-router's code and start-up on the first
 * screen while the app uses none of its data APIs. The landing page loads without this module; it
 * comes with the signed-in layout and what every signed-in page runs (TanStack Query, the UI kit, the
 * zod contract; the Telegram SDK inside Telegram only) in one chunk (chunk-groups.ts), and each
 * layout and screen below it in a lazy chunk of its own.
 */

// Every screen and page module under features/ that the screen table may name, each its own chunk
// fetched when its route is first visited (the landing page and onboarding are loaded elsewhere).
const screenModules = import.meta.glob<Record<string, ComponentType>>([
  '../features/*/*-screen.tsx',
  '../features/*/*-page.tsx',
  '!../features/landing/*',
  '!../features/onboarding/*',
]);

function screenComponent(screen: Screen): RouteComponent {
  const load = screenModules[`../features/${screen.module}.tsx`];
  if (!load) throw new Error(`screens.ts: no module features/${screen.module}.tsx for ${screen.path}`);
  return routeComponent(async () => {
    const component = (await load())[screen.component];
    if (!component) throw new Error(`features/${screen.module}.tsx exports no ${screen.component}`);
    return component;
  });
}

// Providers (query client, AppRoot, Telegram SDK) and the Telegram BackButton. Imported with this
// module: both are in the build's `signed-in` chunk (chunk-groups.ts), where a lazy import would only
// add a facade file to fetch; the route still waits for loadSignedInRoot (the SDK inside Telegram).
const SignedInRoot = routeComponent(loadSignedInRoot);
const AppFrame = routeComponent(async () => (await import('./app-frame')).AppFrame);

// Developer pages are registered only in development (a development build, or a server with
// APP_ENV=development: config.ts); loaded lazily so they cost the app nothing.
const screens = [
  ...frameScreens.map((screen) => ({ screen, frame: true, Component: screenComponent(screen) })),
  ...[...pageScreens, ...(developmentPages ? devScreens : [])].map((screen) => ({
    screen,
    frame: false,
    Component: screenComponent(screen),
  })),
];

/** Starts the chunks the path renders (layouts and screen) together, before the first render. */
export function preloadRoute(pathname: string): void {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const match = screens.find(({ screen }) => screen.path === path);
  const inFrame = path === paths.app || path.startsWith(`${paths.app}/`);
  if (!match && !inFrame) return;
  void SignedInRoot.preload().catch(() => undefined);
  if (inFrame) void AppFrame.preload().catch(() => undefined);
  void match?.Component.preload().catch(() => undefined);
}

function routeOf({ screen, Component }: (typeof screens)[number]) {
  // The app's index route (/app) is the table's first frame screen.
  return screen.path === paths.app ? (
    <Route key={screen.path} index element={<Component />} />
  ) : (
    <Route key={screen.path} path={screen.path} element={<Component />} />
  );
}

export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      {/* Shown while the first lazy layout loads; later navigations are transitions (the screen stays). */}
      <Suspense fallback={<BrandScreen text="Loading..." />}>
        <Routes>
          <Route element={<SignedInRoot />}>
            <Route path={paths.app} element={<AppFrame />}>
              {screens.filter((s) => s.frame).map(routeOf)}
            </Route>
            {screens.filter((s) => !s.frame).map(routeOf)}
          </Route>
          <Route path="*" element={<RootRoute />} />
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
