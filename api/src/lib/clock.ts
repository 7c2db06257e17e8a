/** Time source of every service, so tests can move time instead of waiting. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests move by hand. */
export function manualClock(start = new Date('2026-01-05T10:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (d: Date) => {
      current = d.getTime();
    },
    advance: (ms: number) => {
      current += ms;
    },
  };
}
export type ManualClock = ReturnType<typeof manualClock>;
