import { describe, expect, it } from 'vitest';
import {
  claimCutoff,
  claimWindow,
  nextRewardSentence,
  periodicRewardMilli,
  streakAfterClaim,
  visibleStreak,
} from '../../src/domain/rewards.ts';

const at = (s: string) => new Date(s);

describe('periodic reward', () => {
  it('pays 25 x level in milli-$CUM, level 1 when missing or broken', () => {
    expect(periodicRewardMilli(1)).toBe(25_000);
    expect(periodicRewardMilli(3)).toBe(75_000);
    expect(periodicRewardMilli(undefined)).toBe(25_000);
    expect(periodicRewardMilli(0)).toBe(25_000);
    expect(periodicRewardMilli(2.5)).toBe(25_000);
  });

  it('opens the claim window one interval after the last claim', () => {
    const now = at('2026-01-05T10:00:00Z');
    expect(claimWindow(null, 60, now)).toEqual({ canClaim: true, timeUntilNext: 0, nextClaimAt: now });
    const w = claimWindow(at('2026-01-05T09:18:00Z'), 60, now);
    expect(w.canClaim).toBe(false);
    expect(w.timeUntilNext).toBe(18 * 60_000);
    expect(w.nextClaimAt.toISOString()).toBe('2026-01-05T10:18:00.000Z');
    expect(claimWindow(at('2026-01-05T09:00:00Z'), 60, now).canClaim).toBe(true);
    expect(claimWindow(at('2026-01-05T07:00:01Z'), 180, now).canClaim).toBe(false);
    expect(claimCutoff(60, now).toISOString()).toBe('2026-01-05T09:00:00.000Z');
  });

  it('says when the next reward comes, rounding minutes up', () => {
    expect(nextRewardSentence(42 * 60_000)).toBe('Next reward in 42 minutes.');
    expect(nextRewardSentence(41 * 60_000 + 1)).toBe('Next reward in 42 minutes.');
    expect(nextRewardSentence(1000)).toBe('Next reward in 1 minute.');
    expect(nextRewardSentence(120 * 60_000)).toBe('Next reward in 2 hours.');
    expect(nextRewardSentence(179 * 60_000)).toBe('Next reward in 2 hours 59 minutes.');
  });
});

describe('day streak', () => {
  it('starts at 1, extends on the next UTC day, keeps on the same day, restarts after a gap', () => {
    const first = streakAfterClaim({ dayStreak: 0, lastStreakDay: null }, at('2026-01-05T23:59:00Z'));
    expect(first).toEqual({ dayStreak: 1, lastStreakDay: '2026-01-05' });
    const same = streakAfterClaim(first, at('2026-01-05T23:59:59Z'));
    expect(same).toEqual(first);
    const next = streakAfterClaim(first, at('2026-01-06T00:00:01Z'));
    expect(next).toEqual({ dayStreak: 2, lastStreakDay: '2026-01-06' });
    expect(streakAfterClaim(next, at('2026-01-08T12:00:00Z'))).toEqual({
      dayStreak: 1,
      lastStreakDay: '2026-01-08',
    });
  });

  it('crosses month and year ends', () => {
    expect(
      streakAfterClaim({ dayStreak: 4, lastStreakDay: '2025-12-31' }, at('2026-01-01T00:00:00Z')),
    ).toEqual({
      dayStreak: 5,
      lastStreakDay: '2026-01-01',
    });
    expect(
      streakAfterClaim({ dayStreak: 2, lastStreakDay: '2028-02-28' }, at('2028-02-29T08:00:00Z')).dayStreak,
    ).toBe(3);
  });

  it('shows 0 once the last streak day is older than yesterday', () => {
    const s = { dayStreak: 7, lastStreakDay: '2026-01-05' };
    expect(visibleStreak(s, at('2026-01-05T20:00:00Z'))).toBe(7);
    expect(visibleStreak(s, at('2026-01-06T23:59:59Z'))).toBe(7);
    expect(visibleStreak(s, at('2026-01-07T00:00:00Z'))).toBe(0);
    expect(visibleStreak({ dayStreak: 0, lastStreakDay: null }, at('2026-01-07T00:00:00Z'))).toBe(0);
  });
});
