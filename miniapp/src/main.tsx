import '@telegram-apps/telegram-ui/dist/styles.css';
import './styles/global.css';
import './styles/screens.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initTelegram } from './app/telegram-init';
import { telegramEnv } from './lib/telegram-env';

// Telegram's SDK is started before the first render so theme variables are in place when React paints.
if (telegramEnv().inside) initTelegram();

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
