import { contract } from '@cum/shared/contract';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../src/lib/clock.ts';
import { captureCalls } from '../helpers/docs-examined.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { fund } from './economy.ts';

/**
 * A purchase reads the user once per request (authentication) and not again in its transaction: the
 * balance and the perk are conditions of the ledger's update. When the user changed in between, the
 * purchase runs on a fresh read, so the answer is the exact refusal and nothing is spent twice.
 */
describe('store purchase from the request read', () => {
  const clock = manualClock(new Date('2030-07-01T09:00:00Z'));
  const t = useTestApp({ clock });

  it('reads the user once: the request read, then the one conditional update', async () => {
    const { user, headers } = await t.signedInUser();
    await fund(t, user._id, 2000);
    await t.ok(contract.profile.getUser, { headers }); // the session is cached from here on
    const calls = await captureCalls(t.services.connection, () =>
      t.ok(contract.store.buy, { headers, params: { id: 'token-booster' } }),
    );
    expect(calls.filter((c) => c.collection === 'users').map((c) => c.method)).toEqual([
      'findOne',
      'findOneAndUpdate',
    ]);
  });

  it('words the refusal from a fresh read when the balance fell after the request read it', async () => {
    const u = await t.createUser();
    await fund(t, u._id, 1200);
    const seen = await t.userRecord(u._id);
    await fund(t, u._id, -1000); // spent elsewhere after this request read the user
    await expect(t.services.store.buy(seen, 'premium-badge')).rejects.toMatchObject({
      status: 409,
      message: 'Premium Badge costs 500 $CUM: you need 300 $CUM more.',
    });
    expect((await t.userRecord(u._id)).balance).toBe(200_000);
    expect(await t.services.models.LedgerEntry.countDocuments({ userId: u._id })).toBe(2);
  });

  it('answers "just bought" when another purchase of the item landed after the request read', async () => {
    const u = await t.createUser();
    await fund(t, u._id, 5000);
    const seen = await t.userRecord(u._id);
    await t.services.store.buy(seen, 'vip-pass');
    // The count moved on too; this request is pinned to the state it saw (the same purchase number).
    await expect(t.services.store.buy(seen, 'vip-pass')).rejects.toMatchObject({
      status: 409,
      detail: { reason: 'store-just-bought' },
    });
    expect((await t.userRecord(u._id)).balance).toBe(3_000_000);
  });

  it('refuses a second premium badge bought on a stale read, spending nothing', async () => {
    const u = await t.createUser();
    await fund(t, u._id, 2000);
    const seen = await t.userRecord(u._id);
    await t.services.store.buy(seen, 'premium-badge');
    await expect(t.services.store.buy(seen, 'premium-badge')).rejects.toMatchObject({ status: 409 });
    expect((await t.userRecord(u._id)).balance).toBe(1_500_000);
  });
});
