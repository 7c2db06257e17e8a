import { focusManager, onlineManager, type QueryClient } from '@tanstack/react-query';
import { telegramSdk } from '../lib/telegram-sdk';

let wired = false;

/**
 * Tells TanStack Query when the app is online and in front of the user, once per page:
 * - online: the browser's online/offline events, starting from navigator.onLine;
 * - focus: the page's visibility, and inside Telegram the client's activation (`visibility_changed`,
 *   Bot API 8.0: the mini-app was switched away from or back to without the page being hidden).
 * Coming back online refetches every shown query whose last call failed, so a screen recovers
 * without navigating.
 */
export function wireNetworkState(queryClient: QueryClient): void {
  if (wired || typeof window === 'undefined') return;
  wired = true;

  onlineManager.setEventListener((setOnline) => {
    const online = () => setOnline(true);
    const offline = () => setOnline(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    if (navigator.onLine === false) setOnline(false);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  });

  focusManager.setEventListener((handleFocus) => {
    // No argument: TanStack reads document.visibilityState and refetches when visible.
    const visibility = () => handleFocus();
    document.addEventListener('visibilitychange', visibility);
    const off = telegramSdk()?.on('visibility_changed', ({ is_visible }) => {
      handleFocus(is_visible);
      // Back to the page's own visibility, so a later switch is seen again.
      if (is_visible) focusManager.setFocused(undefined);
    });
    return () => {
      document.removeEventListener('visibilitychange', visibility);
      off?.();
    };
  });

  onlineManager.subscribe((online) => {
    if (!online) return;
    void queryClient.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' });
  });
}
