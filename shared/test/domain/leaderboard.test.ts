import { describe, expect, it } from 'vitest';
import { ledgerKinds } from '../../src/contract/activity.ts';
import { LEADERBOARD_KINDS, NON_EARNING_KINDS } from '../../src/domain/leaderboard.ts';

describe('leaderboard kinds', () => {
  it('are every ledger kind except spending and admin adjustments', () => {
    expect([...LEADERBOARD_KINDS].sort()).toEqual(
      [
        'daily_streak',
        'game_clicker',
        'game_rush',
        'periodic_reward',
        'referral_bonus',
        'referral_reward',
        'task_reward',
        'video_social',
        'video_watch',
        'welcome_bonus',
      ].sort(),
    );
    expect([...NON_EARNING_KINDS].sort()).toEqual(['admin_adjustment', 'store_purchase', 'upgrade_purchase']);
  });

  it('classify every ledger kind exactly once, so a new kind cannot be left off the board', () => {
    for (const kind of ledgerKinds) {
      expect(LEADERBOARD_KINDS.has(kind) !== NON_EARNING_KINDS.has(kind), kind).toBe(true);
    }
    expect(LEADERBOARD_KINDS.size + NON_EARNING_KINDS.size).toBe(ledgerKinds.length);
  });
});
