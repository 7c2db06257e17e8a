/**
 * Telegram's theme colours as `--tg-theme-*` variables before the first React render, read straight
 * from the launch params (URL hash, or the SDK's session copy after a reload). index.html paints a
 * static brand screen in the product's dark colours; inside Telegram the SDK binds the real theme only
 * once the signed-in chunks run, and Telegram hides its own loading placeholder when the page has
 * loaded (the entry has run), so without this a light theme would flash dark in between. Imported
 * first by main.tsx; the SDK's binding later sets the same variables.
 */
function launchParams(): string | null {
  const hash = window.location.hash.slice(1);
  if (hash.includes('tgWebAppThemeParams')) return hash;
  try {
    const saved = sessionStorage.getItem('tapps/launchParams');
    return saved ? (JSON.parse(saved) as string) : null;
  } catch {
    return null;
  }
}

function applyTheme(): void {
  const raw = launchParams();
  if (typeof raw !== 'string') return;
  const theme = new URLSearchParams(raw).get('tgWebAppThemeParams');
  if (!theme) return;
  const colours = JSON.parse(theme) as Record<string, unknown>;
  const style = document.documentElement.style;
  for (const [key, value] of Object.entries(colours)) {
    if (typeof value === 'string' && /^#[\da-f]{6}$/i.test(value)) {
      style.setProperty(`--tg-theme-${key.replaceAll('_', '-')}`, value);
    }
  }
}

try {
  applyTheme();
} catch {
  // Malformed launch params: the SDK reports them; the dark default stays until then.
}
