import type { TelegramSdk } from '../lib/telegram-sdk';

type Rgb = `#${string}`;
const isRgb = (value: string | undefined): value is Rgb =>
  typeof value === 'string' && /^#[\da-f]{6}$/i.test(value);

/**
 * Telegram's header, background and bottom bar in the colours of the screen under them: the top bar
 * and the page use the theme's bg_color, the bottom navigation its bottom_bar_bg_color. Set as
 * colours, not as theme keys: the SDK takes the key 'bg_color' for its default and then sends nothing,
 * so Telegram's chrome kept its own colour. Followed on every theme change.
 */
export function colourTelegramChrome(sdk: TelegramSdk): void {
  const apply = () => {
    const background = sdk.themeParamsBackgroundColor();
    const bottomBar = sdk.themeParamsBottomBarBgColor() ?? background;
    try {
      if (isRgb(background) && sdk.setMiniAppHeaderColor.isAvailable()) sdk.setMiniAppHeaderColor(background);
      if (isRgb(background) && sdk.setMiniAppBackgroundColor.isAvailable()) {
        sdk.setMiniAppBackgroundColor(background);
      }
      if (isRgb(bottomBar) && sdk.setMiniAppBottomBarColor.isAvailable())
        sdk.setMiniAppBottomBarColor(bottomBar);
    } catch (error) {
      // An older client without one of these: its chrome keeps Telegram's colour, nothing else changes.
      console.warn('Telegram chrome colours could not be set', error);
    }
  };
  apply();
  // After the SDK's own listener has stored the new theme (the theme signals do not notify a plain
  // subscriber reliably, the bridge event does).
  sdk.on('theme_changed', () => queueMicrotask(apply));
}
