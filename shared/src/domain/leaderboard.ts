import type { LedgerKind } from '../contract/activity.ts';
import { isoWeek } from './tasks.ts';

/**
 * What counts as $CUM *earned* on the leaderboard: claims, tasks, videos, games, referrals and the
 * welcome bonus. Admin adjustments and purchases never do (an adjustment is support, not play).
 */
export const LEADERBOARD_KINDS: ReadonlySet<LedgerKind> = new Set<LedgerKind>([
  'welcome_bonus',
  'periodic_reward',
  'task_reward',
  'referral_bonus',
  'referral_reward',
  'video_watch',
  'video_social',
  'game_clicker',
  'game_rush',
]);

export const ALL_TIME_PERIOD = 'all';

/** The per-user total documents a credit at `now` adds to: all-time and the ISO week (UTC). */
export function leaderboardPeriods(now: Date): string[] {
  return [ALL_TIME_PERIOD, weeklyPeriod(now)];
}

/** The weekly board's period key at `now`, e.g. "w:2026-W48" (weeks start Monday 00:00 UTC). */
export const weeklyPeriod = (now: Date) => `w:${isoWeek(now)}`;

/** How a player who turned Private Profile on appears on other people's boards. */
export const ANONYMOUS_NAME = 'Anonymous player';

/** Competition ranks ("1, 2, 2, 4") of amounts already sorted from high to low, starting at `first`. */
export function competitionRanks(amounts: number[], first = 1): number[] {
  const ranks: number[] = [];
  amounts.forEach((a, i) => {
    ranks.push(i > 0 && a === amounts[i - 1] ? (ranks[i - 1] as number) : first + i);
  });
  return ranks;
}
