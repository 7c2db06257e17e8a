/**
 * A cheap "are we inside Telegram?" for the entry chunk, which must not load the Telegram SDK (the
 * landing page's bundle budget, and a browser never needs it). It looks where the SDK looks for launch
 * params: the URL (Telegram puts them in the hash), the navigation entry (the URL the page was opened
 * with, before the router changed it), the SDK's session copy (key `tapps/launchParams`, kept across
 * reloads); and at Telegram's own script's WebApp object. When it says yes, lib/telegram-sdk.ts loads
 * the SDK and the full detection (lib/telegram-env.ts) decides.
 */
export function looksLikeTelegram(): boolean {
  if (typeof window === 'undefined') return false;
  if (window.location.href.includes('tgWebAppData')) return true;
  try {
    const opened = performance.getEntriesByType('navigation')[0]?.name;
    if (opened?.includes('tgWebAppData')) return true;
  } catch {
    // No navigation timing: fall through.
  }
  try {
    if (sessionStorage.getItem('tapps/launchParams')) return true;
  } catch {
    // Storage disabled: fall through.
  }
  const webApp = (
    window as { Telegram?: { WebApp?: { initData?: string; initDataUnsafe?: { user?: unknown } } } }
  ).Telegram?.WebApp;
  return Boolean(webApp?.initData || webApp?.initDataUnsafe?.user);
}
