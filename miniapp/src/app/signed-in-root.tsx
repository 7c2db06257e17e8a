import '@telegram-apps/telegram-ui/dist/styles.css';
import '../styles/shell.css';
import { Outlet } from 'react-router-dom';
import { telegramEnv } from '../lib/telegram-env';
import { Providers } from './providers';
import { useTelegramBackButton } from './telegram-back-button';
import { initTelegram } from './telegram-init';

// The SDK starts when this chunk is evaluated, before its first render, so theme variables are in
// place when React paints; once per page (module evaluation happens once).
if (telegramEnv().inside) initTelegram();

function BackButtonBridge() {
  useTelegramBackButton();
  return <Outlet />;
}

/** Layout of every page that needs the app's providers: /app/**, /login and the developer pages. */
export function SignedInRoot() {
  return (
    <Providers>
      <BackButtonBridge />
    </Providers>
  );
}
