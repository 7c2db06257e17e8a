/**
 * The modules of the build's `signed-in` chunk (vite.config.ts): what both signed-in first screens
 * (/app/** and /login) run besides their own layout and screen. Nothing here may be imported by the
 * entry (src/main.tsx) or the landing page, or the landing page would download it: the landing
 * page's budget (zod and the router forbidden there) fails the build if it is.
 */
const libraries = [
  /node_modules[\\/]react-router(-dom)?[\\/]/,
  /node_modules[\\/]@tanstack[\\/]/,
  // The UI kit but its sheets: Modal pulls vaul and Radix, which load on the first tap.
  /node_modules[\\/]@telegram-apps[\\/]telegram-ui[\\/](?!.*(Modal|Drawer|vaul))/,
  /node_modules[\\/]zod[\\/]/,
  /node_modules[\\/]@swc[\\/]helpers[\\/]/,
];

// The router (app.tsx's lazy import), the signed-in root layout and its providers.
const appModules =
  /miniapp[\\/]src[\\/]app[\\/](app|router|screens|route-error|route-error-boundary|route-loader|root-route|signed-in-root|providers|network-state|telegram-init|telegram-chrome|telegram-face|query-client|telegram-back-button)\.tsx?$/;

// The small lib and ui modules most screens share (each was a file of 0.1-1.3 kB of its own).
const sharedModules =
  /miniapp[\\/]src[\\/](lib[\\/](session|intended-url|telegram-env|telegram-actions|balance-cache|api-client|error-messages|fresh-on-return|one-flight|use-one-flight|telegram-buttons|leaderboard-query)\.ts|ui[\\/](offline-banner|load-error|icons)\.tsx|ui[\\/](network|screen)\.css|styles[\\/]shell\.css|i18n[\\/]interval\.ts)$/;

// The shared domain the first screens use (the rest, such as the games' and tasks' rules, stays with
// the screens that use it; the landing page's i18n chunk holds languages, money and the like) and the
// contract areas of the first screens.
const sharedCode =
  /shared[\\/]src[\\/](domain[\\/]redirect\.ts$|contract[\\/](auth|profile|activity|onboarding|rewards|misc|common|errors|error-reasons|route|leaderboard)\.ts$)/;

export function signedInCommon(id: string): boolean {
  return (
    libraries.some((test) => test.test(id)) ||
    appModules.test(id) ||
    sharedModules.test(id) ||
    sharedCode.test(id)
  );
}
