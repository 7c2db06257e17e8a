// First: Telegram's theme colours before anything renders (see the module).
import './app/telegram-theme-early';
import './styles/global.css';
import './styles/screens.css';
import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { isAppRoute, paths } from './app/paths';
import { PublicRoot } from './app/public-root';
import { looksLikeTelegram } from './app/telegram-hint';
import { developmentPages } from './config';
import { startEarlyRequests } from './lib/early-requests';
import { rememberReferralFromUrl } from './lib/referral-hint';
import { loadTelegramSdk } from './lib/telegram-sdk';
import { LazyToaster as Toaster } from './ui/toast/lazy-toaster';

/**
 * Two ways in. App paths (/app/**, /login, ...) load the router and the signed-in app. Every other
 * path is the landing page, started without the router, the query library, the Telegram SDK or the
 * contract (its 80 kB budget); a signed-in visitor or Telegram moves on to /app without a reload.
 */
async function start() {
  // Development only: fake Telegram launch params so `npm run dev` shows the Telegram face in a
  // normal browser (app/mock-telegram.ts). Dropped from production builds entirely.
  if (import.meta.env.DEV) (await import('./app/mock-telegram')).mockTelegramInDevelopment();
  rememberReferralFromUrl();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html lacks #root');
  const root = createRoot(container);
  const render = (node: ReactNode) => root.render(<StrictMode>{node}</StrictMode>);

  const startApp = async () => {
    // The first language's catalog downloads beside the app's chunks, so the first screen is in it.
    const [{ App }] = await Promise.all([
      import('./app/app'),
      import('./i18n/app-catalog').then(({ startLanguage }) => startLanguage()),
    ]);
    render(<App />);
  };
  const moveToApp = () => {
    // The hash goes along: inside Telegram it carries the launch params.
    const { search, hash } = window.location;
    window.history.replaceState(null, '', `${paths.app}${search}${hash}`);
    void startApp();
  };

  // Inside Telegram the SDK travels with the app's chunks; a browser never fetches it.
  const telegram = looksLikeTelegram();
  if (telegram) void loadTelegramSdk();
  if (isAppRoute(window.location.pathname, developmentPages)) {
    if (!telegram) startEarlyRequests(window.location.pathname);
    return startApp();
  }
  if (telegram) return moveToApp();
  render(
    <>
      <PublicRoot onSignedIn={moveToApp} />
      <Toaster />
    </>,
  );
}

void start();
