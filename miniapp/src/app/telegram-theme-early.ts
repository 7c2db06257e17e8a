import { bindThemeColours, launchThemeColours } from '../lib/launch-theme';

/**
 * Telegram's theme colours as `--tg-theme-*` variables before the first React render, read straight
 * from the launch params (URL hash, or the SDK's session copy after a reload). index.html paints a
 * static brand screen in the product's dark colours; inside Telegram the SDK binds the real theme only
 * once the signed-in chunks run, and Telegram hides its own loading placeholder when the page has
 * loaded (the entry has run), so without this a light theme would flash dark in between. Imported
 * first by main.tsx; the SDK's binding later sets the same variables.
 */
try {
  bindThemeColours(launchThemeColours());
} catch {
  // Malformed launch params: the SDK reports them; the dark default stays until then.
}
