import { describe, expect, it } from 'vitest';
import { msUntilNextSecond, remainingMs } from '../../../src/features/home/server-countdown';

describe('server countdown', () => {
  const answer = { timeUntilNext: 90_000, receivedAt: 5_000 };

  it('counts down from the moment the answer arrived, on the monotonic clock', () => {
    expect(remainingMs(answer, 5_000)).toBe(90_000);
    expect(remainingMs(answer, 6_500)).toBe(88_500);
    expect(remainingMs(answer, 95_000)).toBe(0);
  });

  it('never goes negative and never adds time when the clock reads before the answer', () => {
    expect(remainingMs(answer, 200_000)).toBe(0);
    expect(remainingMs(answer, 1_000)).toBe(90_000);
  });

  it('a new poll re-syncs the target (the server is the authority)', () => {
    const later = { timeUntilNext: 60_000, receivedAt: 40_000 };
    // Locally 35 s passed, but the server says 60 s are left: the server wins.
    expect(remainingMs(later, 40_000)).toBe(60_000);
  });

  it('wakes the ticker when the shown second changes', () => {
    expect(msUntilNextSecond(88_500)).toBe(500);
    expect(msUntilNextSecond(88_000)).toBe(1000);
    expect(msUntilNextSecond(0)).toBe(0);
  });
});
