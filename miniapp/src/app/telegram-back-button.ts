import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { telegramEnv } from '../lib/telegram-env';
import { telegramSdk } from '../lib/telegram-sdk';
import { paths, rootPaths } from './paths';

/** Mirrors router history onto Telegram's native BackButton. No-op in a normal browser. */
export function useTelegramBackButton(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const atRoot = rootPaths.has(location.pathname);

  useEffect(() => {
    const sdk = telegramSdk();
    if (!telegramEnv().inside || !sdk?.isBackButtonMounted()) return;
    if (atRoot) {
      sdk.hideBackButton();
      return;
    }
    sdk.showBackButton();
    return sdk.onBackButtonClick(() => {
      // Opened straight on an inner screen (a deep link) there is no in-app page to go back to:
      // Back leads to Home instead of out of the mini-app.
      const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
      if (index > 0) navigate(-1);
      else navigate(paths.app, { replace: true });
    });
  }, [atRoot, navigate]);
}
