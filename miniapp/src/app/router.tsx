import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { developmentPages } from '../config';
import { BrandScreen } from '../ui/brand-screen';
import { Toaster } from '../ui/toast/toaster';
import { paths } from './paths';
import { RootRoute } from './root-route';
import { RouteError } from './route-error';

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

// Developer pages are registered only in development (a development build, or a server with
// APP_ENV=development: config.ts); loaded lazily so they cost the app nothing.
const devRoutes: RouteObject[] = developmentPages
  ? [
      {
        path: paths.platformDemo,
        lazy: async () => ({
          Component: (await import('../features/dev/platform-demo-page')).PlatformDemoPage,
        }),
      },
      {
        path: paths.telegramTest,
        lazy: async () => ({
          Component: (await import('../features/dev/telegram-test-page')).TelegramTestPage,
        }),
      },
    ]
  : [];

// The pages opened from links in emails, and the forgotten-password form (public).
const emailRoutes: RouteObject[] = [
  {
    path: paths.verifyEmail,
    lazy: async () => ({
      Component: (await import('../features/account-email/verify-email-page')).VerifyEmailPage,
    }),
  },
  {
    path: paths.undoEmailChange,
    lazy: async () => ({
      Component: (await import('../features/account-email/undo-email-change-page')).UndoEmailChangePage,
    }),
  },
  {
    path: paths.forgotPassword,
    lazy: async () => ({
      Component: (await import('../features/account-email/forgot-password-page')).ForgotPasswordPage,
    }),
  },
  {
    path: paths.resetPassword,
    lazy: async () => ({
      Component: (await import('../features/account-email/reset-password-page')).ResetPasswordPage,
    }),
  },
];

// Every signed-in screen is its own chunk, fetched when its route is first visited.
const appRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import('../features/home/home-screen')).HomeScreen }),
  },
  {
    path: paths.tasks,
    lazy: async () => ({ Component: (await import('../features/tasks/tasks-screen')).TasksScreen }),
  },
  {
    path: paths.play,
    lazy: async () => ({ Component: (await import('../features/play/play-screen')).PlayScreen }),
  },
  {
    path: paths.games,
    lazy: async () => ({ Component: (await import('../features/games/games-screen')).GamesScreen }),
  },
  {
    path: paths.rooms,
    lazy: async () => ({ Component: (await import('../features/rooms/rooms-screen')).RoomsScreen }),
  },
  {
    path: paths.upgrades,
    lazy: async () => ({
      Component: (await import('../features/upgrades/upgrades-screen')).UpgradesScreen,
    }),
  },
  {
    path: paths.store,
    lazy: async () => ({ Component: (await import('../features/store/store-screen')).StoreScreen }),
  },
  {
    path: paths.profile,
    lazy: async () => ({
      Component: (await import('../features/profile/profile-screen')).ProfileScreen,
    }),
  },
  {
    path: paths.referral,
    lazy: async () => ({
      Component: (await import('../features/referrals/referral-screen')).ReferralScreen,
    }),
  },
  {
    path: paths.leaderboard,
    lazy: async () => ({
      Component: (await import('../features/leaderboard/leaderboard-screen')).LeaderboardScreen,
    }),
  },
  {
    path: paths.help,
    lazy: async () => ({ Component: (await import('../features/help/help-screen')).HelpScreen }),
  },
  {
    path: paths.accountEmail,
    lazy: async () => ({
      Component: (await import('../features/account-email/account-email-screen')).AccountEmailScreen,
    }),
  },
  {
    path: paths.admin,
    lazy: async () => ({ Component: (await import('../features/admin/admin-screen')).AdminScreen }),
  },
];

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
          {
            path: paths.login,
            lazy: async () => ({ Component: (await import('../features/auth/login-page')).LoginPage }),
          },
          ...emailRoutes,
          ...devRoutes,
        ],
      },
      { path: '*', element: <RootRoute /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
