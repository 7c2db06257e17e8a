/**
 * A cheap "are we inside Telegram?" for the entry chunk, which must not load the Telegram SDK (the
 * landing page's bundle budget). Telegram passes launch params in the URL hash; the SDK keeps them in
 * session storage once started (key `tapps/launchParams`); Telegram's own script exposes WebApp.
 * The full detection (lib/telegram-env.ts) runs with the SDK once the app chunk loads.
 */
export function looksLikeTelegram(): boolean {
  if (typeof window === 'undefined') return false;
  if (window.location.hash.includes('tgWebAppData')) return true;
  try {
    if (sessionStorage.getItem('tapps/launchParams')) return true;
  } catch {
    // Storage disabled: fall through.
  }
  const webApp = (window as { Telegram?: { WebApp?: { initData?: string } } }).Telegram?.WebApp;
  return Boolean(webApp?.initData);
}
