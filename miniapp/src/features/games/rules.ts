/**
 * The games' client-side rules (docs/product.md#games), pure so they are unit-tested. What they
 * earn is decided by the server alone.
 */

/** docs/product.md#games: the rush lasts 10 s; every 100 ms the score rises by a random 1 to 10. */
export const RUSH_DURATION_MS = 10_000;
export const RUSH_TICK_MS = 100;
export const RUSH_TICKS = RUSH_DURATION_MS / RUSH_TICK_MS;

/**
 * The rush after `elapsedMs` of play: every tick due since the last one adds `roll()` (1 to 10).
 * Ticks follow elapsed time, so a throttled timer (a hidden tab) loses none, and stop at 100.
 */
export function advanceRush(
  state: { score: number; ticks: number },
  elapsedMs: number,
  roll: () => number = () => 1 + Math.floor(Math.random() * 10),
): { score: number; ticks: number; over: boolean } {
  const due = Math.max(state.ticks, Math.min(RUSH_TICKS, Math.floor(elapsedMs / RUSH_TICK_MS)));
  let score = state.score;
  for (let i = state.ticks; i < due; i++) score += roll();
  return { score, ticks: due, over: due >= RUSH_TICKS };
}

/** Time kept for a score to reach the server before the session's submission window closes. */
export const RUSH_SUBMIT_MARGIN_MS = 2_000;

/**
 * Resuming the open game (a start refused as "in progress"): how much of the 10 s round counts as
 * already played, from the server's clock. Within the first 10 s the round goes on where it is; later
 * the player gets what the submission window still allows (the full round when it allows that).
 * Null when too little time is left to play and submit.
 */
export function rushResumeOffsetMs(elapsedMs: number, remainingMs: number): number | null {
  if (elapsedMs < RUSH_DURATION_MS) return Math.max(0, elapsedMs);
  const playable = remainingMs - RUSH_SUBMIT_MARGIN_MS;
  if (playable <= 0) return null;
  return Math.max(0, RUSH_DURATION_MS - playable);
}
