import type { ClickerTapRules } from '@cum/shared/contract/games';
import { CLICKER_TAP_BURST, refilled } from '@cum/shared/domain/clicker-taps';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { t } from '../../i18n/i18n';
import { isApiError } from '../../lib/api-client';
import { setCachedBalance } from '../../lib/balance-cache';
import { createOneFlight } from '../../lib/one-flight';
import { hapticImpact, hapticNotification } from '../../lib/telegram-actions';
import { errorToast } from '../../ui/toast/toast-store';
import { type ClickerRun, useGamesStore } from './games-store';
import { gamesKeys, reportTaps, setCachedClickerLeft } from './queries';

// One batch in flight at a time, module-wide like the run itself (games-store.ts), so a batch still
// in flight after leaving the game is not doubled.
const batches = createOneFlight();
/** Taps are reported about once a second (and at once when a batch is full). */
export const CLICKER_FLUSH_MS = 1_000;
let timer: ReturnType<typeof setTimeout> | null = null;
/** The mounted screen's flush (it holds the query client and the rules). */
let latestFlush: (() => Promise<void>) | null = null;

/** Sends the pending taps (or retries the unanswered batch) after `ms`, once. */
function schedule(ms: number): void {
  const { clicker } = useGamesStore.getState();
  if (timer || (clicker.pending <= 0 && !clicker.batch)) return;
  timer = setTimeout(() => {
    timer = null;
    void latestFlush?.();
  }, ms);
}
// The screen counts taps a little below the server's tap-rate rule, so network jitter between two
// batches never makes honest taps look too fast.
const CLIENT_BURST = CLICKER_TAP_BURST / 2;
const CLIENT_RATE_SHARE = 0.8;

/** Energy now, from the last known level and the server's refill rule. */
export function energyNow(run: ClickerRun, rules: ClickerTapRules, nowMs = performance.now()): number {
  const level = run.energy ?? rules.energy;
  const from = run.energy === null ? nowMs : run.energyAtMs;
  return refilled(level, from, nowMs, rules.energyPerSecond, rules.energyMax);
}

/**
 * CUM Clicker paid per tap (docs: shared/src/domain/clicker-taps.ts). A tap is counted at once (the
 * screen floats its reward); taps are reported in batches, each with its own id, so a batch retried
 * after a network failure is paid at most once. The server decides what each batch earns; its answer
 * sets the balance, the hourly cap and the energy.
 */
export function useClicker(rules: ClickerTapRules | undefined, capped: boolean) {
  const queryClient = useQueryClient();

  const flush = useCallback(async (): Promise<void> => {
    const { clicker, patchClicker } = useGamesStore.getState();
    if (!rules || !batches.enter()) return;
    let batch = clicker.batch;
    if (!batch) {
      if (clicker.pending <= 0) return batches.leave();
      batch = { id: crypto.randomUUID(), taps: Math.min(clicker.pending, rules.maxTapsPerBatch) };
      patchClicker({ batch, pending: clicker.pending - batch.taps });
    }
    let retry = false;
    try {
      const r = await reportTaps(batch.id, batch.taps);
      setCachedBalance(queryClient, r.cumBalance);
      setCachedClickerLeft(queryClient, r.leftThisHour);
      const now = useGamesStore.getState().clicker;
      // Taps made since this batch left are not in the server's figure yet.
      patchClicker({
        batch: null,
        earned: r.replayed ? now.earned : now.earned + r.reward,
        energy: Math.max(0, r.energy - now.pending),
        energyAtMs: performance.now(),
        message: r.paid < batch.taps ? t('clicker-partial') : null,
      });
    } catch (error) {
      if (isApiError(error)) {
        // Refused (cap, energy, rate): nothing was paid for this batch; the server's sentence says why.
        patchClicker({ batch: null, message: error.message });
        if (error.code === 'limit_reached')
          void queryClient.invalidateQueries({ queryKey: gamesKeys.status });
        hapticNotification('error');
      } else {
        // No answer: the same batch (same id) goes out again, so it is paid at most once.
        retry = true;
        errorToast(error, t('clicker-retrying'), t('toast-error'));
      }
    } finally {
      batches.leave();
    }
    schedule(retry ? 3 * CLICKER_FLUSH_MS : CLICKER_FLUSH_MS);
  }, [queryClient, rules]);

  // Leaving the game sends what is left.
  useEffect(() => {
    latestFlush = flush;
    return () => {
      if (timer) clearTimeout(timer);
      timer = null;
      void flush();
    };
  }, [flush]);

  /** One tap; false when it cannot count (no energy, the cap, faster than a human). */
  const tap = useCallback((): boolean => {
    if (capped || !rules) return false;
    const { clicker, patchClicker } = useGamesStore.getState();
    const nowMs = performance.now();
    const energy = energyNow(clicker, rules, nowMs);
    const tokens =
      clicker.tokensAtMs === 0
        ? CLIENT_BURST
        : refilled(
            clicker.tokens,
            clicker.tokensAtMs,
            nowMs,
            rules.maxTapsPerSecond * CLIENT_RATE_SHARE,
            CLIENT_BURST,
          );
    if (energy < 1 || tokens < 1) return false;
    hapticImpact('light');
    patchClicker({
      taps: clicker.taps + 1,
      pending: clicker.pending + 1,
      energy: energy - 1,
      energyAtMs: nowMs,
      tokens: tokens - 1,
      tokensAtMs: nowMs,
    });
    if (clicker.pending + 1 >= rules.maxTapsPerBatch) void flush();
    else schedule(CLICKER_FLUSH_MS);
    return true;
  }, [capped, rules, flush]);

  return { tap };
}
