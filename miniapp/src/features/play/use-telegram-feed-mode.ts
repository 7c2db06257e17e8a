import { useEffect } from 'react';
import { useClosingConfirmation } from '../../lib/telegram-actions';
import { telegramEnv } from '../../lib/telegram-env';
import { type TelegramSdk, telegramSdk } from '../../lib/telegram-sdk';

function guarded(what: string, action: (sdk: TelegramSdk) => void) {
  const sdk = telegramSdk();
  if (!telegramEnv().inside || !sdk) return;
  try {
    action(sdk);
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
    guarded('swipe behaviour', ({ disableVerticalSwipes, isSwipeBehaviorMounted, mountSwipeBehavior }) => {
      if (!isSwipeBehaviorMounted() && mountSwipeBehavior.isAvailable()) mountSwipeBehavior();
      if (disableVerticalSwipes.isAvailable()) disableVerticalSwipes();
    });
    return () =>
      guarded('swipe behaviour', ({ enableVerticalSwipes }) => {
        if (enableVerticalSwipes.isAvailable()) enableVerticalSwipes();
      });
  }, []);
}
