import '@telegram-apps/telegram-ui/dist/styles.css';
import '../styles/shell.css';
import { Outlet } from 'react-router-dom';
import { telegramEnv } from '../lib/telegram-env';
import { loadTelegramSdk } from '../lib/telegram-sdk';
import { wireNetworkState } from './network-state';
import { appQueryClient, Providers } from './providers';
import { useTelegramBackButton } from './telegram-back-button';
import { looksLikeTelegram } from './telegram-hint';
import { initTelegram } from './telegram-init';

function BackButtonBridge() {
  useTelegramBackButton();
  return <Outlet />;
}

/** Layout of every page that needs the app's providers: /app/**, /login and the developer pages. */
function SignedInRoot() {
  return (
    <Providers>
      <BackButtonBridge />
    </Providers>
  );
}

/**
 * The layout for the router's lazy route. On a page that looks like a Telegram launch it waits for the
 * SDK (its download started with the entry, main.tsx) and starts it before the first render, so the
 * theme variables are in place when React paints and every screen below finds the SDK loaded; in a
 * browser it never loads. initTelegram runs once per page.
 */
export async function loadSignedInRoot(): Promise<typeof SignedInRoot> {
  if (looksLikeTelegram()) await loadTelegramSdk();
  if (telegramEnv().inside) initTelegram();
  wireNetworkState(appQueryClient);
  return SignedInRoot;
}
