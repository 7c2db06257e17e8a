import { RUSH_ROUND_MS } from '@cum/shared/domain/games';
import type { RushToken } from '@cum/shared/domain/token-rush';

/**
 * The games' client-side rules (docs/product.md#games), pure so they are unit-tested. What they
 * earn is decided by the server alone.
 */

/** Time kept for a score to reach the server before the session's submission window closes. */
export const RUSH_SUBMIT_MARGIN_MS = 2_000;

/**
 * Resuming the open game (a start refused as "in progress"): how much of the 10 s round counts as
 * already played, from the server's clock. Within the first 10 s the round goes on where it is; later
 * the player gets what the submission window still allows (the full round when it allows that).
 * Null when too little time is left to play and submit.
 */
export function rushResumeOffsetMs(elapsedMs: number, remainingMs: number): number | null {
  if (elapsedMs < RUSH_ROUND_MS) return Math.max(0, elapsedMs);
  const playable = remainingMs - RUSH_SUBMIT_MARGIN_MS;
  if (playable <= 0) return null;
  return Math.max(0, RUSH_ROUND_MS - playable);
}

/** What the round's caught tokens are worth on screen (the server recounts it from the taps). */
export function rushShownScore(schedule: readonly RushToken[], caught: readonly number[]): number {
  const value = new Map(schedule.map((t) => [t.id, t.value]));
  return caught.reduce((n, id) => n + (value.get(id) ?? 0), 0);
}
