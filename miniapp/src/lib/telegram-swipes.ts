import { useEffect } from 'react';
import { telegramEnv } from './telegram-env';
import { type TelegramSdk, telegramSdk } from './telegram-sdk';

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
 * While a screen that plays (the clicker's coin, the rush, the video feed) is open inside Telegram, a
 * vertical swipe must not collapse or close the mini-app; restored when the screen closes (or `active`
 * turns false: the rush only while a round runs). No-op in a browser or a client without swipe behaviour.
 */
export function useVerticalSwipesDisabled(active = true): void {
  useEffect(() => {
    if (!active) return;
    guarded('swipe behaviour', ({ disableVerticalSwipes, isSwipeBehaviorMounted, mountSwipeBehavior }) => {
      if (!isSwipeBehaviorMounted() && mountSwipeBehavior.isAvailable()) mountSwipeBehavior();
      if (disableVerticalSwipes.isAvailable()) disableVerticalSwipes();
    });
    return () =>
      guarded('swipe behaviour', ({ enableVerticalSwipes }) => {
        if (enableVerticalSwipes.isAvailable()) enableVerticalSwipes();
      });
  }, [active]);
}

/**
 * Fullscreen while a screen is open, where the Telegram client supports it (Mini Apps 8.0+); left
 * when the screen closes. A refusal (desktop clients, an old client) leaves the normal view.
 */
export function useTelegramFullscreen(): void {
  useEffect(() => {
    let entered = false;
    guarded('fullscreen', ({ requestFullscreen, isFullscreen }) => {
      if (!requestFullscreen.isAvailable() || isFullscreen()) return;
      entered = true;
      requestFullscreen().catch((error: unknown) => console.info('Telegram fullscreen refused', error));
    });
    return () =>
      guarded('fullscreen', ({ exitFullscreen, isFullscreen }) => {
        if (entered && isFullscreen() && exitFullscreen.isAvailable()) {
          exitFullscreen().catch((error: unknown) => console.info('Telegram fullscreen exit failed', error));
        }
      });
  }, []);
}
