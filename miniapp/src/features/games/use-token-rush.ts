import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { t } from '../../i18n/i18n';
import { isApiError } from '../../lib/api-client';
import { setCachedBalance } from '../../lib/balance-cache';
import { sessionKeys } from '../../lib/session';
import { hapticNotification } from '../../lib/telegram-actions';
import { useOneFlight } from '../../lib/use-one-flight';
import { errorToast } from '../../ui/toast/toast-store';
import { useGamesStore } from './games-store';
import { gamesKeys, openRushSession, setCachedRushLeft, startRush, submitScore } from './queries';
import { advanceRush, RUSH_TICK_MS, rushResumeOffsetMs } from './rules';

interface RushStarted {
  sessionId: string;
  gamesLeftToday: number;
  /** Part of the 10 s round already played (a resumed game), from the server's clock. */
  playedMs: number;
}

/**
 * Starts a game, or resumes the one already open: a 409 "game in progress" (a second tab, a reload,
 * a start whose answer was lost) means a game was used and is waiting, so it is played rather than
 * burned (GET /api/games/2/session).
 */
async function startOrResume(): Promise<RushStarted> {
  try {
    const s = await startRush();
    return { sessionId: s.sessionId, gamesLeftToday: s.gamesLeftToday, playedMs: 0 };
  } catch (error) {
    if (!isApiError(error) || error.status !== 409) throw error;
    const { session } = await openRushSession();
    const playedMs = session ? rushResumeOffsetMs(session.elapsedMs, session.remainingMs) : null;
    if (!session || playedMs === null) throw error;
    return { sessionId: session.sessionId, gamesLeftToday: session.gamesLeftToday, playedMs };
  }
}

async function submitRound() {
  const { rush } = useGamesStore.getState();
  if (!rush.sessionId) throw new Error('No Token Rush game to submit.');
  return submitScore('2', rush.score, rush.sessionId);
}

/**
 * Token Rush: the server starts the session (and its clock) before play, the client plays 10 s and
 * submits the final score once. Start and submit follow the one in-flight rule (lib/use-one-flight.ts):
 * a second tap on Start does nothing. If the submit's answer is lost the same submit can be sent
 * again; the server credits a session once and refuses a repeat, which this screen then shows.
 */
export function useTokenRush() {
  const queryClient = useQueryClient();
  const phase = useGamesStore((s) => s.rush.phase);
  const patchRush = useGamesStore((s) => s.patchRush);

  const submit = useOneFlight({
    mutationFn: submitRound,
    onMutate: () => patchRush({ phase: 'submitting', error: null, retryable: false }),
    onSuccess: (r) => {
      setCachedBalance(queryClient, r.cumBalance);
      patchRush({ phase: 'result', result: { reward: r.reward, message: r.message } });
      hapticNotification('success');
    },
    onError: (error) => {
      const lost = isApiError(error) && error.code === 'network_error';
      patchRush({ phase: 'failed', error: error.message || t('games-submit-failed'), retryable: lost });
      errorToast(error, t('games-submit-failed'), t('toast-error'));
      hapticNotification('error');
      // A refusal may follow a credit whose answer was lost: show the balance the server holds.
      if (!lost) void queryClient.invalidateQueries({ queryKey: sessionKeys.user });
    },
  });

  const start = useOneFlight({
    mutationFn: startOrResume,
    onMutate: () => patchRush({ phase: 'starting', error: null, result: null, retryable: false }),
    onSuccess: (s) => {
      setCachedRushLeft(queryClient, s.gamesLeftToday);
      patchRush({
        phase: 'playing',
        sessionId: s.sessionId,
        score: 0,
        ticks: 0,
        startedAtMs: Date.now() - s.playedMs,
      });
    },
    onError: (error) => {
      patchRush({ phase: 'ready' });
      errorToast(error, t('games-start-failed'), t('toast-error'));
      void queryClient.invalidateQueries({ queryKey: gamesKeys.status });
    },
  });

  // The clock: ticks follow real elapsed time, so a throttled timer (a hidden tab) loses no ticks.
  const submitRun = submit.run;
  useEffect(() => {
    if (phase !== 'playing') return;
    const timer = setInterval(() => {
      const { rush, patchRush: patch } = useGamesStore.getState();
      if (rush.startedAtMs === null) return;
      const next = advanceRush(rush, Date.now() - rush.startedAtMs);
      patch({ score: next.score, ticks: next.ticks });
      if (next.over) {
        clearInterval(timer);
        submitRun();
      }
    }, RUSH_TICK_MS);
    return () => clearInterval(timer);
  }, [phase, submitRun]);

  return { start: () => start.run(), retry: () => submit.run() };
}
