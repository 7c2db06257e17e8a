import { contract } from '@cum/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../src/db/transaction.ts';
import { call, createTestApp, fails, ok, signedIn, type TestApp } from '../helpers/test-app.ts';

const { activity } = contract;

describe('activity (the user’s own ledger)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('pages newest first by cursor, 20 by default, at most 100', async () => {
    const { user, headers } = await signedIn(t);
    const other = await signedIn(t);
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
    const p1 = await ok(t, activity.mine, { headers });
    expect(p1.entries).toHaveLength(20);
    expect(p1.entries[0]).toMatchObject({ kind: 'admin_adjustment', amount: 45, description: 'credit 45' });
    expect(p1.nextCursor).toBe(p1.entries[19]?.id);
    const p2 = await ok(t, activity.mine, { headers, query: { cursor: p1.nextCursor ?? '' } });
    expect(p2.entries.map((e) => e.amount)).toEqual(Array.from({ length: 20 }, (_, i) => 25 - i));
    const p3 = await ok(t, activity.mine, { headers, query: { cursor: p2.nextCursor ?? '', limit: 100 } });
    expect(p3.entries.map((e) => e.amount)).toEqual([5, 4, 3, 2, 1]);
    expect(p3.nextCursor).toBeNull();
    const all = await ok(t, activity.mine, { headers, query: { limit: 100 } });
    expect(all.entries).toHaveLength(45);
    expect(all.nextCursor).toBeNull();
    const exact = await ok(t, activity.mine, { headers, query: { limit: 45 } });
    expect(exact.nextCursor).toBeNull();

    const mineOnly = await ok(t, activity.mine, { headers: other.headers });
    expect(mineOnly.entries.map((e) => e.description)).toEqual(['not yours']);
  });

  it('refuses a bad cursor or limit with a 400, and anonymous callers with a 401', async () => {
    const { headers } = await signedIn(t);
    expect((await fails(t, activity.mine, 400, { headers, query: { cursor: 'nope' } })).message).toMatch(
      /cursor/,
    );
    await fails(t, activity.mine, 400, { headers, query: { limit: 101 } });
    await fails(t, activity.mine, 400, { headers, query: { limit: 0 } });
    expect((await call(t, activity.mine)).status).toBe(401);
  });
});
