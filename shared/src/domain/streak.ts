/**
 * The daily streak (issue 32): consecutive UTC days with at least one periodic claim
 * (rewards.ts streakAfterClaim). The first claim of each UTC day also pays that day's streak
 * reward, escalating over a 7-day calendar; a missed day starts again at day 1. The ledger key is
 * the day, so a day pays at most once. Amounts in whole $CUM here, milli-$CUM through the helper.
 */
import { fromMilli, toMilli } from './money.ts';
import { previousUtcDay, utcDay } from './time.ts';

/** Day 1 to day 7 of a streak; every day after the seventh pays the seventh's amount. */
export const STREAK_DAY_REWARDS = [5, 10, 15, 25, 40, 60, 100] as const;
export const STREAK_CALENDAR_DAYS = STREAK_DAY_REWARDS.length;

/** The reward of the n-th consecutive day (n >= 1), in milli-$CUM. */
export function streakRewardMilli(day: number): number {
  const n = Math.max(1, Math.floor(day));
  return toMilli(STREAK_DAY_REWARDS[Math.min(n, STREAK_CALENDAR_DAYS) - 1] ?? 0);
}

/** The ledger key of a user's streak reward for one UTC day. */
export const streakKey = (userId: string, day: string) => `streak:${userId}:${day}`;

export interface StreakState {
  dayStreak: number;
  lastStreakDay: string | null;
}

export type StreakDayState = 'claimed' | 'today' | 'upcoming';

export interface StreakCalendar {
  /** Consecutive days so far (0 when broken or never started). */
  current: number;
  claimedToday: boolean;
  /** The streak day a claim today makes (or made). */
  today: number;
  /** Seven days of the calendar's current week of the streak, with their rewards in $CUM. */
  days: Array<{ day: number; amount: number; state: StreakDayState }>;
}

/** The calendar as the user sees it at `now`: a streak whose last day is before yesterday is broken. */
export function streakCalendar(state: StreakState, now: Date): StreakCalendar {
  const todayKey = utcDay(now);
  const claimedToday = state.lastStreakDay === todayKey;
  const alive = claimedToday || state.lastStreakDay === previousUtcDay(todayKey);
  const current = alive ? Math.max(0, state.dayStreak || 0) : 0;
  const today = claimedToday ? Math.max(1, current) : current + 1;
  const first = Math.floor((today - 1) / STREAK_CALENDAR_DAYS) * STREAK_CALENDAR_DAYS + 1;
  const days = Array.from({ length: STREAK_CALENDAR_DAYS }, (_, i) => {
    const day = first + i;
    const dayState: StreakDayState =
      day < today || (day === today && claimedToday) ? 'claimed' : day === today ? 'today' : 'upcoming';
    return { day, amount: fromMilli(streakRewardMilli(day)), state: dayState };
  });
  return { current, claimedToday, today, days };
}
