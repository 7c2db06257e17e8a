/**
 * Every route path of the app, in one place: the router, the access gate, the Telegram BackButton,
 * the navigation and every link read it from here (docs/product.md#routes).
 */
export const paths = {
  root: '/',
  login: '/login',
  app: '/app',
  tasks: '/app/tasks',
  play: '/app/play',
  games: '/app/games',
  rooms: '/app/rooms',
  upgrades: '/app/upgrades',
  store: '/app/store',
  profile: '/app/profile',
  referral: '/app/referral',
  leaderboard: '/app/leaderboard',
  help: '/app/help',
  admin: '/app/admin',
  /** Change the account's email (a link to the new address confirms it). */
  accountEmail: '/app/account/email',
  /** Public pages opened from links in emails. */
  verifyEmail: '/verify-email',
  /** Mailed to the previous address after an email change. */
  undoEmailChange: '/undo-email-change',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  platformDemo: '/platform-demo',
  telegramTest: '/telegram-test',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** Screens shown without the top bar and the bottom navigation. */
export const barlessPaths: ReadonlySet<string> = new Set([paths.play, paths.admin]);

/** Top-level pages where "back" would leave the app; Telegram shows Close there instead of Back. */
export const rootPaths: ReadonlySet<string> = new Set([paths.root, paths.app, paths.login]);

/** Public pages the router serves (the email pages are added to the router by their feature). */
const publicRoutes: ReadonlySet<string> = new Set([
  paths.login,
  paths.verifyEmail,
  paths.forgotPassword,
  paths.resetPassword,
]);
const developmentRoutes: ReadonlySet<string> = new Set([paths.platformDemo, paths.telegramTest]);

/**
 * Whether a path belongs to the routed app (main.tsx loads the router for it) rather than the
 * landing page, which starts without the router to stay within its bundle budget.
 */
export function isAppRoute(pathname: string, development: boolean): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === paths.app || path.startsWith(`${paths.app}/`)) return true;
  if (publicRoutes.has(path)) return true;
  return development && developmentRoutes.has(path);
}
