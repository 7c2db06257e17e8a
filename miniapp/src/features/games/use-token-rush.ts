import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { isApiError } from '../../lib/api-client';
import { setCachedBalance } from '../../lib/balance-cache';
import { sessionKeys } from '../../lib/session';
import { hapticNotification } from '../../lib/telegram-actions';
import { errorToast } from '../../ui/toast/toast-store';
import { useGamesStore } from './games-store';
import { gamesKeys, setCachedRushLeft, startRush, submitScore } from './queries';
import { advanceRush, RUSH_TICK_MS } from './rules';

/**
 * Token Rush: the server starts the session (and its clock) before play, the client plays 10 s and
 * submits the final score once. If the answer is lost the same submit can be sent again; the server
 * credits a session once and refuses a repeat, which this screen then shows.
 */
export function useTokenRush() {
  const queryClient = useQueryClient();
  const phase = useGamesStore((s) => s.rush.phase);

  const submit = useCallback(async () => {
    const { rush, patchRush } = useGamesStore.getState();
    if (!rush.sessionId) return;
    patchRush({ phase: 'submitting', error: null, retryable: false });
    try {
      const r = await submitScore('2', rush.score, rush.sessionId);
      setCachedBalance(queryClient, r.cumBalance);
      patchRush({ phase: 'result', result: { reward: r.reward, message: r.message } });
      hapticNotification('success');
    } catch (error) {
      const lost = isApiError(error) && error.code === 'network_error';
      patchRush({
        phase: 'failed',
        error: error instanceof Error ? error.message : 'Could not submit your score.',
        retryable: lost,
      });
      errorToast(error, 'Could not submit your score.');
      hapticNotification('error');
      // A refusal may follow a credit whose answer was lost: show the balance the server holds.
      if (!lost) void queryClient.invalidateQueries({ queryKey: sessionKeys.user });
    }
  }, [queryClient]);

  const start = useCallback(async () => {
    const { patchRush } = useGamesStore.getState();
    patchRush({ phase: 'starting', error: null, result: null, retryable: false });
    try {
      const s = await startRush();
      setCachedRushLeft(queryClient, s.gamesLeftToday);
      patchRush({ phase: 'playing', sessionId: s.sessionId, score: 0, ticks: 0, startedAtMs: Date.now() });
    } catch (error) {
      patchRush({ phase: 'ready' });
      errorToast(error, 'Could not start the game.');
      void queryClient.invalidateQueries({ queryKey: gamesKeys.status });
    }
  }, [queryClient]);

  // The clock: ticks follow real elapsed time, so a throttled timer (a hidden tab) loses no ticks.
  useEffect(() => {
    if (phase !== 'playing') return;
    const timer = setInterval(() => {
      const { rush, patchRush } = useGamesStore.getState();
      if (rush.startedAtMs === null) return;
      const next = advanceRush(rush, Date.now() - rush.startedAtMs);
      patchRush({ score: next.score, ticks: next.ticks });
      if (next.over) {
        clearInterval(timer);
        void submit();
      }
    }, RUSH_TICK_MS);
    return () => clearInterval(timer);
  }, [phase, submit]);

  return { start, retry: submit };
}
