import { contract } from '@cum/shared/contract';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../src/db/transaction.ts';
import { useTestApp } from '../helpers/test-app.ts';

const { activity } = contract;

describe('activity (the user’s own ledger)', () => {
  const t = useTestApp();

  it('pages newest first by cursor, 20 by default, at most 100', async () => {
    const { user, headers } = await t.signedInUser();
    const other = await t.signedInUser();
    for (let i = 1; i <= 45; i++) {
      await inTransaction(t.services.connection, (s) =>
        t.services.ledger.post(s, {
          userId: user._id,
          amount: i * 1000,
          kind: 'admin_adjustment',
          key: `act:${user._id}:${i}`,
          description: `credit ${i}`,
        }),
      );
    }
    await inTransaction(t.services.connection, (s) =>
      t.services.ledger.post(s, {
        userId: other.user._id,
        amount: 5,
        kind: 'admin_adjustment',
        key: `act:${other.user._id}`,
        description: 'not yours',
      }),
    );
    const p1 = await t.ok(activity.mine, { headers });
    expect(p1.entries).toHaveLength(20);
    expect(p1.entries[0]).toMatchObject({ kind: 'admin_adjustment', amount: 45, description: 'credit 45' });
    expect(p1.nextCursor).toBe(p1.entries[19]?.id);
    const p2 = await t.ok(activity.mine, { headers, query: { cursor: p1.nextCursor ?? '' } });
    expect(p2.entries.map((e) => e.amount)).toEqual(Array.from({ length: 20 }, (_, i) => 25 - i));
    const p3 = await t.ok(activity.mine, { headers, query: { cursor: p2.nextCursor ?? '', limit: 100 } });
    expect(p3.entries.map((e) => e.amount)).toEqual([5, 4, 3, 2, 1]);
    expect(p3.nextCursor).toBeNull();
    const all = await t.ok(activity.mine, { headers, query: { limit: 100 } });
    expect(all.entries).toHaveLength(45);
    expect(all.nextCursor).toBeNull();
    const exact = await t.ok(activity.mine, { headers, query: { limit: 45 } });
    expect(exact.nextCursor).toBeNull();

    const mineOnly = await t.ok(activity.mine, { headers: other.headers });
    expect(mineOnly.entries.map((e) => e.description)).toEqual(['not yours']);
  });

  it('refuses a bad cursor or limit with a 400, and anonymous callers with a 401', async () => {
    const { headers } = await t.signedInUser();
    expect((await t.fails(activity.mine, 400, { headers, query: { cursor: 'nope' } })).message).toMatch(
      /cursor/,
    );
    await t.fails(activity.mine, 400, { headers, query: { limit: 101 } });
    await t.fails(activity.mine, 400, { headers, query: { limit: 0 } });
    expect((await t.call(activity.mine)).status).toBe(401);
  });
});
