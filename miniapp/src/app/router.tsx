import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { config } from '../config';
import { LoginPage } from '../features/auth/login-page';
import { AccessGate } from './access-gate';
import { AppPlaceholder } from './app-placeholder';
import { RootRoute } from './root-route';
import { useTelegramBackButton } from './telegram-back-button';

function Shell() {
  useTelegramBackButton();
  return <Outlet />;
}

// Developer pages are registered only in development; loaded lazily so they cost the app nothing.
const devRoutes: RouteObject[] = config.isDevelopment
  ? [
      {
        path: '/platform-demo',
        lazy: async () => ({
          Component: (await import('../features/dev/platform-demo-page')).PlatformDemoPage,
        }),
      },
      {
        path: '/telegram-test',
        lazy: async () => ({
          Component: (await import('../features/dev/telegram-test-page')).TelegramTestPage,
        }),
      },
    ]
  : [];

export const routes: RouteObject[] = [
  {
    element: <Shell />,
    children: [
      {
        path: '/app/*',
        element: (
          <AccessGate>
            <AppPlaceholder />
          </AccessGate>
        ),
      },
      { path: '/login', element: <LoginPage /> },
      ...devRoutes,
      { path: '*', element: <RootRoute /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
