import { useClosingConfirmation } from '../../lib/telegram-actions';
import { useTelegramFullscreen, useVerticalSwipesDisabled } from '../../lib/telegram-swipes';

/**
 * While the feed is open inside Telegram: a vertical swipe changes the video instead of collapsing
 * the mini-app, closing asks first (watch time not yet sent would be lost), and the feed fills the
 * screen where the client supports fullscreen. All restored when the feed closes. No-op in a browser.
 */
export function useTelegramFeedMode(): void {
  useClosingConfirmation(true);
  useVerticalSwipesDisabled();
  useTelegramFullscreen();
}
