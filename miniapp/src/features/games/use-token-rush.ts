import { RUSH_ROUND_MS } from '@cum/shared/domain/games';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { t } from '../../i18n/i18n';
import { isApiError } from '../../lib/api-client';
import { setCachedBalance } from '../../lib/balance-cache';
import { sessionKeys } from '../../lib/session';
import { hapticImpact, hapticNotification } from '../../lib/telegram-actions';
import { useOneFlight } from '../../lib/use-one-flight';
import { errorToast } from '../../ui/toast/toast-store';
import { useGamesStore } from './games-store';
import { gamesKeys, openRushSession, setCachedRushLeft, startRush, submitRushTaps } from './queries';
import { rushResumeOffsetMs } from './rules';

interface RushStarted {
  sessionId: string;
  seed: number;
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
    return { sessionId: s.sessionId, seed: s.seed, gamesLeftToday: s.gamesLeftToday, playedMs: 0 };
  } catch (error) {
    if (!isApiError(error) || error.status !== 409) throw error;
    const { session } = await openRushSession();
    const playedMs = session ? rushResumeOffsetMs(session.elapsedMs, session.remainingMs) : null;
    if (!session || playedMs === null) throw error;
    return {
      sessionId: session.sessionId,
      seed: session.seed,
      gamesLeftToday: session.gamesLeftToday,
      playedMs,
    };
  }
}

async function submitRound() {
  const { rush } = useGamesStore.getState();
  if (!rush.sessionId) throw new Error('No Token Rush game to submit.');
  return submitRushTaps(rush.sessionId, rush.taps);
}

/**
 * Token Rush: the server starts the round (its clock and its seed), the client draws the falling
 * tokens from the seed, records each catch (token id + ms since the round's start) and submits the
 * taps once when the round ends; the server scores them. Start and submit follow the one in-flight
 * rule (lib/use-one-flight.ts). If the submit's answer is lost the same taps can be sent again; the
 * server credits a session once and refuses a repeat, which this screen then shows.
 */
export function useTokenRush() {
  const queryClient = useQueryClient();
  const phase = useGamesStore((s) => s.rush.phase);
  const originMs = useGamesStore((s) => s.rush.originMs);
  const patchRush = useGamesStore((s) => s.patchRush);

  const submit = useOneFlight({
    mutationFn: submitRound,
    onMutate: () => patchRush({ phase: 'submitting', error: null, retryable: false }),
    onSuccess: (r) => {
      setCachedBalance(queryClient, r.cumBalance);
      patchRush({
        phase: 'result',
        result: { reward: r.reward, message: r.message, score: r.score, maxScore: r.maxScore },
      });
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
        seed: s.seed,
        taps: [],
        originMs: performance.now() - s.playedMs,
      });
    },
    onError: (error) => {
      patchRush({ phase: 'ready' });
      errorToast(error, t('games-start-failed'), t('toast-error'));
      void queryClient.invalidateQueries({ queryKey: gamesKeys.status });
    },
  });

  // The round ends on a timer, not on animation frames: frames stop in a hidden tab, timers do not.
  const submitRun = submit.run;
  useEffect(() => {
    if (phase !== 'playing' || originMs === null) return;
    const timer = setTimeout(submitRun, Math.max(0, originMs + RUSH_ROUND_MS - performance.now()));
    return () => clearTimeout(timer);
  }, [phase, originMs, submitRun]);

  /** A token was tapped: recorded once, with its time on the round's clock. Stable, so tokens stay memoised. */
  const catchToken = useCallback(
    (id: number) => {
      const { rush } = useGamesStore.getState();
      if (rush.phase !== 'playing' || rush.originMs === null || rush.taps.some((t) => t.id === id)) return;
      const atMs = Math.round(performance.now() - rush.originMs);
      if (atMs > RUSH_ROUND_MS) return;
      patchRush({ taps: [...rush.taps, { id, atMs }] });
      hapticImpact('light');
    },
    [patchRush],
  );

  return { start: () => start.run(), retry: () => submit.run(), catchToken };
}
