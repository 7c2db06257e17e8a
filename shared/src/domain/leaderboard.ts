import { type LedgerKind, ledgerKinds } from '../contract/activity.ts';
import { isoWeek } from './tasks.ts';

/**
 * Ledger kinds that never count as $CUM *earned*: spending, and admin adjustments (an adjustment is
 * support, not play). Every other kind is earning, so a new earning kind reaches the board by default.
 */
export const NON_EARNING_KINDS: ReadonlySet<LedgerKind> = new Set<LedgerKind>([
  'upgrade_purchase',
  'store_purchase',
  'admin_adjustment',
]);

/** What counts on the leaderboard: claims, tasks, videos, games, referrals and the welcome bonus. */
export const LEADERBOARD_KINDS: ReadonlySet<LedgerKind> = new Set<LedgerKind>(
  ledgerKinds.filter((kind) => !NON_EARNING_KINDS.has(kind)),
);

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
