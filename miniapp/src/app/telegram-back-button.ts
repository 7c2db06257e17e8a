import {
  hideBackButton,
  isBackButtonMounted,
  onBackButtonClick,
  showBackButton,
} from '@telegram-apps/sdk-react';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { telegramEnv } from '../lib/telegram-env';
import { rootPaths } from './paths';

/** Mirrors router history onto Telegram's native BackButton. No-op in a normal browser. */
export function useTelegramBackButton(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const atRoot = rootPaths.has(location.pathname);

  useEffect(() => {
    if (!telegramEnv().inside || !isBackButtonMounted()) return;
    if (atRoot) {
      hideBackButton();
      return;
    }
    showBackButton();
    return onBackButtonClick(() => navigate(-1));
  }, [atRoot, navigate]);
}
