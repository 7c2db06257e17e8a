import { paths } from './paths';

/**
 * Every routed screen, declared once. The router (router.tsx) lazy-loads each row's module, and the
 * build's preload plugin (vite.config.ts) links the same module, with the layouts above it, into
 * index.html for that path. Adding a screen is one row here (plus its path in paths.ts).
 *
 * `module` is `src/features/<module>.tsx`, which exports `component`.
 */
export interface Screen {
  path: string;
  module: string;
  component: string;
  /** Left out of index.html's preloads: loads on demand (the admin chunk is large and rarely opened). */
  onDemand?: true;
}

/** Inside the app frame (top bar, bottom navigation); the first row is the index route, /app. */
export const frameScreens: readonly Screen[] = [
  { path: paths.app, module: 'home/home-screen', component: 'HomeScreen' },
  { path: paths.tasks, module: 'tasks/tasks-screen', component: 'TasksScreen' },
  { path: paths.play, module: 'play/play-screen', component: 'PlayScreen' },
  { path: paths.games, module: 'games/games-screen', component: 'GamesScreen' },
  { path: paths.rooms, module: 'rooms/rooms-screen', component: 'RoomsScreen' },
  { path: paths.upgrades, module: 'upgrades/upgrades-screen', component: 'UpgradesScreen' },
  { path: paths.store, module: 'store/store-screen', component: 'StoreScreen' },
  { path: paths.profile, module: 'profile/profile-screen', component: 'ProfileScreen' },
  { path: paths.referral, module: 'referrals/referral-screen', component: 'ReferralScreen' },
  { path: paths.leaderboard, module: 'leaderboard/leaderboard-screen', component: 'LeaderboardScreen' },
  { path: paths.help, module: 'help/help-screen', component: 'HelpScreen' },
  { path: paths.accountEmail, module: 'account-email/account-email-screen', component: 'AccountEmailScreen' },
  { path: paths.admin, module: 'admin/admin-screen', component: 'AdminScreen', onDemand: true },
];

/** Whole pages under the signed-in root, outside the frame: sign-in and the pages opened from emails. */
export const pageScreens: readonly Screen[] = [
  { path: paths.login, module: 'auth/login-page', component: 'LoginPage' },
  { path: paths.verifyEmail, module: 'account-email/verify-email-page', component: 'VerifyEmailPage' },
  {
    path: paths.undoEmailChange,
    module: 'account-email/undo-email-change-page',
    component: 'UndoEmailChangePage',
  },
  {
    path: paths.forgotPassword,
    module: 'account-email/forgot-password-page',
    component: 'ForgotPasswordPage',
  },
  { path: paths.resetPassword, module: 'account-email/reset-password-page', component: 'ResetPasswordPage' },
];

/** Developer pages, routed in development only (config.ts); never preloaded. */
export const devScreens: readonly Screen[] = [
  {
    path: paths.platformDemo,
    module: 'dev/platform-demo-page',
    component: 'PlatformDemoPage',
    onDemand: true,
  },
  {
    path: paths.telegramTest,
    module: 'dev/telegram-test-page',
    component: 'TelegramTestPage',
    onDemand: true,
  },
];

/** The lazy layouts above the screens (router.tsx), in the order the router loads them. */
export const layoutFiles = {
  signedInRoot: ['src/app/app.tsx', 'src/app/signed-in-root.tsx'],
  frame: 'src/app/app-frame.tsx',
} as const;

/** The screen's source file, relative to miniapp/. */
export const screenFile = (screen: Screen): string => `src/features/${screen.module}.tsx`;
