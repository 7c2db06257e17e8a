import { contract, type RouteDef } from '@cum/shared/contract';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../src/lib/clock.ts';
import { type CallInput, useTestApp } from '../helpers/test-app.ts';
import { expectLedgerMatches, fund } from './economy.ts';

/**
 * Every earning and spending endpoint of this issue, fired in random order and in concurrent bursts
 * for one user, with time moving randomly: whatever each answer, no request fails with a 5xx and the
 * balance always equals the ledger and never goes below zero.
 */
describe('economy under random and concurrent use', () => {
  const clock = manualClock(new Date('2030-08-01T10:00:00Z'));
  const t = useTestApp({ clock });

  let seed = 42;
  const rnd = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
  const pick = <T>(xs: readonly T[]): T => xs[rnd(xs.length)] as T;

  function randomOp(
    headers: Record<string, string>,
    rushIds: string[],
  ): Promise<{ status: number; json: unknown }> {
    const req = (route: RouteDef, input: CallInput = {}) => t.call(route, { headers, ...input });
    switch (rnd(9)) {
      case 0:
        return req(contract.videos.list);
      case 1:
        return req(contract.videos.watch, {
          body: { videoId: pick(['v1', 'v2', 'v3', 'v4']), watchTime: rnd(90) },
        });
      case 2:
        return req(contract.videos.socialAction, {
          body: { videoId: pick(['v1', 'v2']), action: pick(['like', 'dislike', 'comment', 'share']) },
        });
      case 3:
        return req(contract.games.play, { params: { gameId: '1' }, body: { score: (1 + rnd(5)) * 100 } });
      case 4:
        return req(contract.games.rushStart, { params: { gameId: '2' } });
      case 5:
        return req(contract.games.play, {
          params: { gameId: '2' },
          body: {
            taps: Array.from({ length: rnd(4) }, (_, i) => ({ id: rnd(30), atMs: i * 1000 + rnd(900) })),
            sessionId: rushIds.length ? pick(rushIds) : undefined,
          },
        });
      case 6:
        return req(contract.upgrades.buy, {
          params: { id: pick(['multiplier-2x', 'multiplier-3x', 'task-bonus', 'premium-access']) },
        });
      case 7:
        return req(contract.store.buy, {
          params: { id: pick(['premium-badge', 'vip-pass', 'token-booster']) },
        });
      default:
        return req(contract.store.list);
    }
  }

  it('keeps balance = ledger through 12 rounds of 25 concurrent random requests', {
    timeout: 300_000,
  }, async () => {
    const { user, headers } = await t.signedInUser();
    await fund(t, user._id, 4000);
    const rushIds: string[] = [];
    let succeeded = 0;
    for (let round = 0; round < 12; round++) {
      const results = await Promise.all(Array.from({ length: 25 }, () => randomOp(headers, rushIds)));
      for (const r of results) {
        expect(r.status, JSON.stringify(r.json)).toBeLessThan(500);
        if (r.status === 200) succeeded++;
        const id = (r.json as { sessionId?: unknown } | null)?.sessionId;
        if (typeof id === 'string') rushIds.push(id);
      }
      await expectLedgerMatches(t, user._id);
      clock.advance(rnd(40_000));
    }
    // The run exercised real credits and debits, not only refusals.
    expect(succeeded).toBeGreaterThan(60);
    const kinds = await t.services.models.LedgerEntry.distinct('kind', { userId: user._id });
    expect(kinds.length).toBeGreaterThanOrEqual(5);
  });
});
