import { focusManager, onlineManager, type QueryClient, type QueryFilters } from '@tanstack/react-query';
import { telegramSdk } from '../lib/telegram-sdk';

let wired = false;

/**
 * Tells TanStack Query when the app is online and in front of the user, once per page:
 * - online: the browser's online/offline events, starting from navigator.onLine;
 * - focus: the page's visibility, and inside Telegram the client's activation (`visibility_changed`,
 *   Bot API 8.0: the mini-app was switched away from or back to without the page being hidden).
 * Coming back online refetches every shown query whose last call failed, so a screen recovers
 * without navigating (refetchFailedOnReconnect).
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
    if (online) void refetchFailedOnReconnect(queryClient);
  });
}

/**
 * Waits before each further try when a refetch right after reconnecting failed again: a device (and
 * Chromium's network emulation) reports "online" a moment before calls get through, and a screen
 * whose only refetch fell in that moment would keep its error state until the user tapped Retry.
 */
export const RECONNECT_RETRY_MS = [1_000, 3_000, 7_000] as const;

const failedAndShown: QueryFilters = { type: 'active', predicate: (query) => query.state.status === 'error' };

/**
 * Refetches every shown query whose last call failed, and again after each of `delays` while some of
 * them still fail and the device is still online. Resolves with the number of tries made.
 */
export async function refetchFailedOnReconnect(
  queryClient: QueryClient,
  delays: readonly number[] = RECONNECT_RETRY_MS,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<number> {
  let tries = 0;
  for (const delay of [0, ...delays]) {
    if (delay > 0) await wait(delay);
    if (!onlineManager.isOnline() || queryClient.getQueryCache().findAll(failedAndShown).length === 0) break;
    tries += 1;
    await queryClient.refetchQueries(failedAndShown);
  }
  return tries;
}
