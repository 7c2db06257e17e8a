import {
  bindThemeParamsCssVars,
  bindViewportCssVars,
  expandViewport,
  init,
  miniAppReady,
  mountBackButton,
  mountMiniAppSync,
  mountViewport,
  restoreInitData,
} from '@telegram-apps/sdk-react';

/**
 * Starts the Telegram SDK. Called only when the app runs inside Telegram; every step is guarded by
 * `isAvailable` because older clients lack some methods, and a missing feature must never blank the app.
 */
export function initTelegram(): void {
  try {
    init();
    restoreInitData();
    if (mountBackButton.isAvailable()) mountBackButton();
    if (mountMiniAppSync.isAvailable()) {
      mountMiniAppSync();
      if (bindThemeParamsCssVars.isAvailable()) bindThemeParamsCssVars();
    }
    if (mountViewport.isAvailable()) {
      void mountViewport()
        .then(() => {
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
}
