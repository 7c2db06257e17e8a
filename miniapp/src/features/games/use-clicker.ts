import { CLICKER_STEP_POINTS } from '@cum/shared/domain/games';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { t } from '../../i18n/i18n';
import { isApiError } from '../../lib/api-client';
import { setCachedBalance } from '../../lib/balance-cache';
import { createOneFlight } from '../../lib/one-flight';
import { hapticImpact, hapticNotification } from '../../lib/telegram-actions';
import { errorToast } from '../../ui/toast/toast-store';
import { useGamesStore } from './games-store';
import { gamesKeys, setCachedClickerLeft, submitScore } from './queries';
import { clickerSubmission } from './rules';

// The one in-flight rule (lib/one-flight.ts) for the clicker's submissions; module-wide like the run
// itself (games-store.ts), so a submission still in flight after leaving the game is not doubled.
const submission = createOneFlight();

/**
 * CUM Clicker (docs/product.md#games): each tap adds 1; at every multiple of 100 the running score is sent.
 * One submission is in flight at a time; taps made meanwhile go out with the next one, so the
 * server sees batches of 100 points, never a request per tap.
 */
export function useClicker(capped: boolean) {
  const queryClient = useQueryClient();

  const flush = useCallback(async (): Promise<void> => {
    const { clicker, patchClicker } = useGamesStore.getState();
    const target = clickerSubmission(clicker.score, clicker.sentScore);
    if (target === null || !submission.enter()) return;
    patchClicker({ sentScore: target });
    try {
      const r = await submitScore('1', target);
      setCachedBalance(queryClient, r.cumBalance);
      if (r.leftThisHour !== undefined) setCachedClickerLeft(queryClient, r.leftThisHour);
      const earned = useGamesStore.getState().clicker.earned + r.reward;
      patchClicker({ earned, message: r.message });
      hapticNotification('success');
    } catch (error) {
      if (isApiError(error) && error.code === 'limit_reached') {
        // The hourly cap: the server's sentence says when taps earn again.
        setCachedClickerLeft(queryClient, 0);
        patchClicker({ message: error.message });
        void queryClient.invalidateQueries({ queryKey: gamesKeys.status });
      } else {
        errorToast(error, t('games-save-failed'), t('toast-error'));
      }
      hapticNotification('error');
    } finally {
      submission.leave();
    }
    // Taps that reached another multiple while this one was in flight.
    if (!capped) await flush();
  }, [queryClient, capped]);

  const tap = useCallback(() => {
    if (capped) return;
    hapticImpact('light');
    const { clicker, patchClicker } = useGamesStore.getState();
    const score = clicker.score + 1;
    patchClicker({ score });
    if (score % CLICKER_STEP_POINTS === 0) void flush();
  }, [capped, flush]);

  return { tap };
}
