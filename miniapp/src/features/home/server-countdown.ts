/**
 * The reward countdown is driven by the server's answer, never by the device's clock: the device's
 * Date.now() can be minutes off (or changed on purpose), so the target moment is "timeUntilNext after
 * the answer arrived", measured with a monotonic clock (performance.now()). Each poll re-syncs it.
 */
export interface ServerCountdown {
  /** Milliseconds the server said were left. */
  timeUntilNext: number;
  /** Monotonic time (performance.now()) at which that answer arrived. */
  receivedAt: number;
}

/** Milliseconds left at monotonic time `now`; never negative. */
export function remainingMs(countdown: ServerCountdown, now: number): number {
  const elapsed = Math.max(0, now - countdown.receivedAt);
  return Math.max(0, countdown.timeUntilNext - elapsed);
}

/** Delay until the displayed second changes, so the ticker wakes exactly when the text must change. */
export function msUntilNextSecond(remaining: number): number {
  if (remaining <= 0) return 0;
  const partial = remaining % 1000;
  return partial === 0 ? 1000 : partial;
}
