/**
 * Game rules. The client only proposes a score; these functions decide what (if anything) it earns.
 * All amounts are integer milli-$CUM.
 */

export const CLICKER_GAME_ID = '1';
export const RUSH_GAME_ID = '2';

// --- Clicker (game 1) -------------------------------------------------------------------------
//
// Model: the client keeps a running score for its current run (it starts at 0 when the game screen
// loads) and submits that score at every multiple of 100. The server remembers the last accepted
// score and time. A submission above the last accepted score continues the run and adds the
// difference; a submission at or below it means the client started a new run from 0, so it adds
// the whole score. Either way the added points must be possible at human speed since the last
// accepted submission, must not exceed a few steps at once, and fit the rolling hourly cap.

export const CLICKER_STEP_POINTS = 100;
/** 1 $CUM per 100 points: 10 milli per point. */
export const CLICKER_MILLI_PER_POINT = 10;
/** No human clicks faster than this, sustained. */
export const CLICKER_MAX_POINTS_PER_SECOND = 20;
/**
 * One submission may cover a few missed steps (a failed request) but not more: otherwise time spent
 * idle would become a bank of "clicks" paid at once.
 */
export const CLICKER_MAX_POINTS_PER_SUBMISSION = 5 * CLICKER_STEP_POINTS;
/** Rolling window of the cap: at most 100 $CUM (10,000 points) in any 60 minutes. */
export const CLICKER_WINDOW_MS = 60 * 60 * 1000;
export const CLICKER_MAX_POINTS_PER_WINDOW = 10_000;
/**
 * The same cap in $CUM: the card's 'Up to 100 $CUM/hour' (docs/product.md#games) (the API's
 * CLICKER_HOURLY_CAP may change it).
 */
export const CLICKER_DEFAULT_HOURLY_CAP = CLICKER_MAX_POINTS_PER_WINDOW / CLICKER_STEP_POINTS;

export interface ClickerCredit {
  time: number;
  points: number;
}

/** Why the clicker's anti-cheat refuses a score. */
export type ClickerRefusal = 'not_a_step' | 'too_fast' | 'hourly_cap';

export type ClickerDecision =
  | { ok: true; points: number; milli: number; capped: boolean }
  | { ok: false; reason: ClickerRefusal; retryAtMs?: number };

export interface ClickerInput {
  score: number;
  /** Last accepted score of the run, or null when the user never submitted. */
  lastScore: number | null;
  /** Time of the last accepted submission, or null. */
  lastAtMs: number | null;
  /** Credits inside the rolling window (older ones are ignored). */
  recent: readonly ClickerCredit[];
  nowMs: number;
  /** Points allowed per rolling window (default CLICKER_MAX_POINTS_PER_WINDOW). */
  maxPointsPerWindow?: number;
}

/** The credits still inside the rolling window ending at `nowMs` (the ones worth keeping). */
export function clickerCreditsInWindow(list: readonly ClickerCredit[], nowMs: number): ClickerCredit[] {
  return list.filter((c) => c.time > nowMs - CLICKER_WINDOW_MS);
}

export interface ClickerWindow {
  /** Points credited inside the rolling window ending now. */
  used: number;
  /** Points the cap still allows. */
  left: number;
  /** When the oldest credit of the window ages out (null when nothing was credited in it). */
  nextFreeAtMs: number | null;
}

/** Where a user stands against the rolling hourly cap at `nowMs`. */
export function clickerWindow(
  recent: readonly ClickerCredit[],
  nowMs: number,
  maxPointsPerWindow: number = CLICKER_MAX_POINTS_PER_WINDOW,
): ClickerWindow {
  const inWindow = clickerCreditsInWindow(recent, nowMs);
  const used = inWindow.reduce((a, c) => a + c.points, 0);
  const nextFreeAtMs = inWindow.length ? Math.min(...inWindow.map((c) => c.time)) + CLICKER_WINDOW_MS : null;
  return { used, left: Math.max(0, maxPointsPerWindow - used), nextFreeAtMs };
}

export function decideClicker(input: ClickerInput): ClickerDecision {
  const { score, lastScore, lastAtMs, nowMs } = input;
  if (!Number.isSafeInteger(score) || score <= 0 || score % CLICKER_STEP_POINTS !== 0) {
    return { ok: false, reason: 'not_a_step' };
  }
  const added = lastScore !== null && score > lastScore ? score - lastScore : score;
  // Without an earlier submission the run's start is unknown: allow exactly one step, which a
  // human needs at least 5 s for anyway.
  const humanMax =
    lastAtMs === null
      ? CLICKER_STEP_POINTS
      : Math.floor((Math.max(0, nowMs - lastAtMs) * CLICKER_MAX_POINTS_PER_SECOND) / 1000);
  if (added > Math.min(humanMax, CLICKER_MAX_POINTS_PER_SUBMISSION)) return { ok: false, reason: 'too_fast' };

  const { left, nextFreeAtMs } = clickerWindow(input.recent, nowMs, input.maxPointsPerWindow);
  if (left === 0) {
    // The window frees up as its oldest credits age out: tell the user when.
    return { ok: false, reason: 'hourly_cap', retryAtMs: nextFreeAtMs ?? nowMs };
  }
  const points = Math.min(added, left);
  return { ok: true, points, milli: points * CLICKER_MILLI_PER_POINT, capped: points < added };
}

// --- Token Rush (game 2) ----------------------------------------------------------------------
// The round's tokens, taps and score: token-rush.ts.

/** docs/product.md#games: a round lasts 10 s. */
export const RUSH_ROUND_MS = 10_000;
/** The result is accepted from the round's end (server clock) to 60 s after the start. */
export const RUSH_MIN_DURATION_MS = RUSH_ROUND_MS;
export const RUSH_MAX_DURATION_MS = 60_000;
/** Sessions a user may start per UTC day. */
export const RUSH_GAMES_PER_DAY = 20;
/** docs/product.md#games: 50-200 $CUM per game. */
export const RUSH_MIN_REWARD = 50;
export const RUSH_MAX_REWARD = 200;

/**
 * The payout is linear in the share of the round's maximum score that was caught:
 * 50 + floor(150 x score / maxScore) $CUM, so an idle round pays 50 and a perfect one 200.
 * In milli-$CUM.
 */
export function rushRewardMilli(score: number, maxScore: number): number {
  if (!Number.isSafeInteger(maxScore) || maxScore <= 0)
    throw new RangeError(`bad rush max score: ${maxScore}`);
  if (!Number.isSafeInteger(score) || score < 0 || score > maxScore) {
    throw new RangeError(`rush score out of range: ${score}`);
  }
  const span = RUSH_MAX_REWARD - RUSH_MIN_REWARD;
  return (RUSH_MIN_REWARD + Math.floor((span * score) / maxScore)) * 1000;
}

export type RushTiming = 'ok' | 'too_early' | 'expired';

export function rushTiming(startedAtMs: number, nowMs: number): RushTiming {
  const elapsed = nowMs - startedAtMs;
  if (elapsed < RUSH_MIN_DURATION_MS) return 'too_early';
  if (elapsed > RUSH_MAX_DURATION_MS) return 'expired';
  return 'ok';
}
