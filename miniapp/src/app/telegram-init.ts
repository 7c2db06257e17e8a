import { bindThemeColours, launchThemeColours } from '../lib/launch-theme';
import { telegramSdk } from '../lib/telegram-sdk';
import { colourTelegramChrome } from './telegram-chrome';

let started = false;

/**
 * Starts the Telegram SDK, once per page. Called only when the app runs inside Telegram, once the SDK has loaded (lib/telegram-sdk.ts); every step is
 * guarded by `isAvailable` because older clients lack some methods, and a missing feature must never
 * blank the app.
 */
export function initTelegram(): void {
  const sdk = telegramSdk();
  if (started || !sdk) return;
  started = true;
  let themed = false;
  const {
    bindThemeParamsCssVars,
    bindViewportCssVars,
    expandViewport,
    init,
    miniAppReady,
    mountBackButton,
    mountMiniAppSync,
    mountViewport,
    restoreInitData,
  } = sdk;
  try {
    init();
    restoreInitData();
    if (mountBackButton.isAvailable()) mountBackButton();
    if (mountMiniAppSync.isAvailable()) {
      mountMiniAppSync();
      // Theme colours as --tg-theme-* variables: telegram-ui and the app's CSS read them, and they
      // follow a light/dark switch while the app is open.
      if (bindThemeParamsCssVars.isAvailable()) {
        bindThemeParamsCssVars();
        themed = true;
      }
      colourTelegramChrome(sdk);
    }
    if (mountViewport.isAvailable()) {
      void mountViewport()
        .then(() => {
          // --tg-viewport-height and the safe-area insets (--tg-viewport-safe-area-inset-*) that the
          // top bar and the bottom navigation pad themselves with.
          if (bindViewportCssVars.isAvailable()) bindViewportCssVars();
          if (expandViewport.isAvailable()) expandViewport();
        })
        .catch((error: unknown) => console.warn('Telegram viewport mount failed', error));
    }
    if (miniAppReady.isAvailable()) miniAppReady();
  } catch (error) {
    // The web experience still works without the SDK; log for the developer and carry on.
    console.warn('Telegram SDK initialisation failed', error);
  }
  // Without the SDK's binding (no native bridge, an old client) the launch's own colours are still the
  // client's theme: bound here too (the early paint did the same), so Telegram's face stays readable.
  // Without any, providers.tsx keeps the brand palette (app/telegram-face.ts).
  if (!themed) bindThemeColours(launchThemeColours());
}
