import { toMilli } from './money.ts';
import { previousUtcDay, utcDay } from './time.ts';

/**
 * $CUM per reward level for one periodic claim (25 x rewardUpgradeLevel: docs/product.md#economy-server-
 * rules).
 */
export const PERIODIC_REWARD_PER_LEVEL = 25;
export const DEFAULT_REWARD_INTERVAL_MINUTES = 60;
export const WELCOME_BONUS = 1000;

/** The periodic reward in integer milli-$CUM; a missing or broken level counts as 1. */
export function periodicRewardMilli(level: number | null | undefined): number {
  const lvl = Number.isInteger(level) && (level as number) >= 1 ? (level as number) : 1;
  return toMilli(PERIODIC_REWARD_PER_LEVEL * lvl);
}

export interface ClaimWindow {
  canClaim: boolean;
  /** Milliseconds until the next claim; 0 when it can be claimed now. */
  timeUntilNext: number;
  nextClaimAt: Date;
}

/** When the next claim opens: `intervalMinutes` after the last one (at once if there was none). */
export function claimWindow(
  lastClaimAt: Date | null | undefined,
  intervalMinutes: number,
  now: Date,
): ClaimWindow {
  if (!lastClaimAt) return { canClaim: true, timeUntilNext: 0, nextClaimAt: now };
  const next = lastClaimAt.getTime() + intervalMinutes * 60_000;
  const wait = Math.max(0, next - now.getTime());
  return { canClaim: wait === 0, timeUntilNext: wait, nextClaimAt: new Date(Math.max(next, now.getTime())) };
}

/** The latest last-claim moment that still allows a claim now (the atomic update's condition). */
export function claimCutoff(intervalMinutes: number, now: Date): Date {
  return new Date(now.getTime() - intervalMinutes * 60_000);
}

/** "Next reward in 42 minutes." — whole minutes rounded up, so it never promises too early. */
export function nextRewardSentence(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  if (minutes < 60) return `Next reward in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const hours = `${h} hour${h === 1 ? '' : 's'}`;
  return m === 0 ? `Next reward in ${hours}.` : `Next reward in ${hours} ${m} minute${m === 1 ? '' : 's'}.`;
}

export interface Streak {
  dayStreak: number;
  lastStreakDay: string | null;
}

/** The streak after a claim at `now`: same day keeps it, the next day extends it, a gap restarts at 1. */
export function streakAfterClaim(current: Streak, now: Date): { dayStreak: number; lastStreakDay: string } {
  const today = utcDay(now);
  const streak = Math.max(0, current.dayStreak || 0);
  if (current.lastStreakDay === today) return { dayStreak: Math.max(1, streak), lastStreakDay: today };
  if (current.lastStreakDay === previousUtcDay(today)) return { dayStreak: streak + 1, lastStreakDay: today };
  return { dayStreak: 1, lastStreakDay: today };
}

/** The streak to show: a stored streak whose last day is older than yesterday is already broken. */
export function visibleStreak(current: Streak, now: Date): number {
  const today = utcDay(now);
  if (current.lastStreakDay === today || current.lastStreakDay === previousUtcDay(today)) {
    return Math.max(0, current.dayStreak || 0);
  }
  return 0;
}
