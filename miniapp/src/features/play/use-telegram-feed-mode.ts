import {
  disableVerticalSwipes,
  enableVerticalSwipes,
  isSwipeBehaviorMounted,
  mountSwipeBehavior,
} from '@telegram-apps/sdk-react';
import { useEffect } from 'react';
import { useClosingConfirmation } from '../../lib/telegram-actions';
import { telegramEnv } from '../../lib/telegram-env';

function guarded(what: string, action: () => void) {
  if (!telegramEnv().inside) return;
  try {
    action();
  } catch (error) {
    console.warn(`Telegram ${what} failed`, error);
  }
}

/**
 * While the feed is open inside Telegram: a vertical swipe changes the video instead of collapsing
 * the mini-app, and closing asks first (watch time not yet sent would be lost). Both are restored
 * when the feed closes. No-op in a browser.
 */
export function useTelegramFeedMode(): void {
  useClosingConfirmation(true);
  useEffect(() => {
    guarded('swipe behaviour', () => {
      if (!isSwipeBehaviorMounted() && mountSwipeBehavior.isAvailable()) mountSwipeBehavior();
      if (disableVerticalSwipes.isAvailable()) disableVerticalSwipes();
    });
    return () =>
      guarded('swipe behaviour', () => {
        if (enableVerticalSwipes.isAvailable()) enableVerticalSwipes();
      });
  }, []);
}
