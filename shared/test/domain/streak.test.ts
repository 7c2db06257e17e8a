import { describe, expect, it } from 'vitest';
import { streakAfterClaim } from '../../src/domain/rewards.ts';
import { STREAK_DAY_REWARDS, streakCalendar, streakKey, streakRewardMilli } from '../../src/domain/streak.ts';

const at = (iso: string) => new Date(iso);

describe('daily streak rules', () => {
  it('rewards escalate over seven days and stay at the seventh after it', () => {
    const amounts = [1, 2, 3, 4, 5, 6, 7, 8, 30].map((d) => streakRewardMilli(d) / 1000);
    expect(amounts.slice(0, 7)).toEqual([...STREAK_DAY_REWARDS]);
    for (let i = 1; i < 7; i++) expect(amounts[i]).toBeGreaterThan(amounts[i - 1] ?? 0);
    expect(amounts[7]).toBe(STREAK_DAY_REWARDS[6]);
    expect(amounts[8]).toBe(STREAK_DAY_REWARDS[6]);
  });

  it('consecutive UTC days extend the streak; the same day keeps it; a missed day starts at 1', () => {
    let s = streakAfterClaim({ dayStreak: 0, lastStreakDay: null }, at('2030-01-01T23:59:59Z'));
    expect(s).toEqual({ dayStreak: 1, lastStreakDay: '2030-01-01' });
    // One second later is the next UTC day.
    s = streakAfterClaim(s, at('2030-01-02T00:00:00Z'));
    expect(s).toEqual({ dayStreak: 2, lastStreakDay: '2030-01-02' });
    expect(streakAfterClaim(s, at('2030-01-02T23:00:00Z'))).toEqual(s);
    expect(streakAfterClaim(s, at('2030-01-04T00:00:00Z'))).toEqual({
      dayStreak: 1,
      lastStreakDay: '2030-01-04',
    });
  });

  it('the calendar marks claimed days, today and the days to come; a broken streak shows day 1', () => {
    const c = streakCalendar({ dayStreak: 2, lastStreakDay: '2030-01-02' }, at('2030-01-03T08:00:00Z'));
    expect(c).toMatchObject({ current: 2, claimedToday: false, today: 3 });
    expect(c.days.map((d) => d.state)).toEqual([
      'claimed',
      'claimed',
      'today',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    expect(c.days.map((d) => d.amount)).toEqual([...STREAK_DAY_REWARDS]);
    const done = streakCalendar({ dayStreak: 3, lastStreakDay: '2030-01-03' }, at('2030-01-03T23:59:59Z'));
    expect(done).toMatchObject({ current: 3, claimedToday: true, today: 3 });
    expect(done.days[2]?.state).toBe('claimed');
    // Missed 2030-01-04 entirely: broken.
    const broken = streakCalendar({ dayStreak: 3, lastStreakDay: '2030-01-03' }, at('2030-01-05T00:00:00Z'));
    expect(broken).toMatchObject({ current: 0, claimedToday: false, today: 1 });
    expect(broken.days[0]?.state).toBe('today');
  });

  it('past day seven the calendar shows the streak week it is in', () => {
    const c = streakCalendar({ dayStreak: 7, lastStreakDay: '2030-01-07' }, at('2030-01-08T12:00:00Z'));
    expect(c.today).toBe(8);
    expect(c.days.map((d) => d.day)).toEqual([8, 9, 10, 11, 12, 13, 14]);
    expect(c.days[0]?.state).toBe('today');
  });

  it('the ledger key is the UTC day', () => {
    expect(streakKey('u1', '2030-01-02')).toBe('streak:u1:2030-01-02');
  });
});
