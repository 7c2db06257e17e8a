import { contract } from '@cum/shared/contract';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../src/lib/clock.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { entriesOf, expectLedgerMatches, fund } from './economy.ts';

const DAY = 24 * 60 * 60_000;
const reasonOf = (json: unknown) => (json as { reason?: string }).reason;

describe('store', () => {
  const clock = manualClock(new Date('2030-06-01T09:00:00Z'));
  const t = useTestApp({ clock });

  const buy = (headers: Record<string, string>, id: string) =>
    t.call(contract.store.buy, { headers, params: { id } });
  const items = async (headers: Record<string, string>) => {
    const r = await t.ok(contract.store.list, { headers });
    return Object.fromEntries(r.items.map((x) => [x.id, x]));
  };

  it('lists the items with price, type, availability, ownership and a reason', async () => {
    const { user, headers } = await t.signedInUser();
    await fund(t, user._id, 1000);
    const i = await items(headers);
    expect(i['premium-badge']).toMatchObject({
      price: 500,
      type: 'cosmetic',
      available: true,
      owned: false,
      canBuy: true,
    });
    expect(i['vip-pass']).toMatchObject({
      price: 2000,
      type: 'access',
      canBuy: false,
      activeUntil: null,
      reason: 'VIP Access Pass costs 2,000 $CUM: you need 1,000 $CUM more.',
    });
    expect(i['token-booster']).toMatchObject({ price: 1000, type: 'booster', canBuy: true });
    expect(i['avatar-frame']).toMatchObject({
      price: 750,
      available: false,
      canBuy: false,
      reason: 'Coming soon: Custom Avatar Frame is not available yet.',
    });
  });

  it('sells the premium badge once', async () => {
    const { user, headers } = await t.signedInUser();
    await fund(t, user._id, 1200);
    const r = await t.ok(contract.store.buy, { headers, params: { id: 'premium-badge' } });
    expect(r).toMatchObject({ spent: 500, user: { cumBalance: 700, perks: { premiumBadge: true } } });
    const e = await t.fails(contract.store.buy, 409, { headers, params: { id: 'premium-badge' } });
    expect(e.message).toBe('You already own the Premium Badge.');
    expect((await items(headers))['premium-badge']).toMatchObject({ owned: true, canBuy: false });
    expect(await expectLedgerMatches(t, user._id)).toBe(700_000);
  });

  it('VIP pass lasts 30 days; buying again extends from the current expiry', async () => {
    const { user, headers } = await t.signedInUser();
    await fund(t, user._id, 6000);
    const t0 = clock.now().getTime();
    const first = await t.ok(contract.store.buy, { headers, params: { id: 'vip-pass' } });
    expect(first.user.perks.vipUntil).toBe(new Date(t0 + 30 * DAY).toISOString());
    clock.advance(DAY);
    const second = await t.ok(contract.store.buy, { headers, params: { id: 'vip-pass' } });
    expect(second.user.perks.vipUntil).toBe(new Date(t0 + 60 * DAY).toISOString());
    expect((await items(headers))['vip-pass']).toMatchObject({
      owned: true,
      activeUntil: new Date(t0 + 60 * DAY).toISOString(),
      canBuy: true,
    });
    // After it ran out, a new pass starts from now.
    clock.advance(90 * DAY);
    const t1 = clock.now().getTime();
    // (The old session expired in those 90 days: sign in again.)
    const again = { cookie: await t.sessionCookie(user._id) };
    const third = await t.ok(contract.store.buy, { headers: again, params: { id: 'vip-pass' } });
    expect(third.user.perks.vipUntil).toBe(new Date(t1 + 30 * DAY).toISOString());
    const keys = (await entriesOf(t, user._id, 'store_purchase')).map((e) => e.key);
    const id = user._id.toHexString();
    expect(keys).toEqual([`store:${id}:vip-pass:1`, `store:${id}:vip-pass:2`, `store:${id}:vip-pass:3`]);
    expect(await expectLedgerMatches(t, user._id)).toBe(0);
  });

  it('token booster lasts 24 h and extends while active', async () => {
    const { user, headers } = await t.signedInUser();
    await fund(t, user._id, 2000);
    const t0 = clock.now().getTime();
    const a = await t.ok(contract.store.buy, { headers, params: { id: 'token-booster' } });
    expect(a.user.perks.boosterUntil).toBe(new Date(t0 + DAY).toISOString());
    clock.advance(6 * 60 * 60_000);
    const b = await t.ok(contract.store.buy, { headers, params: { id: 'token-booster' } });
    expect(b.user.perks.boosterUntil).toBe(new Date(t0 + 2 * DAY).toISOString());
    expect(b.user.cumBalance).toBe(0);
    const e = await t.fails(contract.store.buy, 409, { headers, params: { id: 'token-booster' } });
    expect(e).toMatchObject({
      error: 'insufficient_funds',
      message: 'Token Booster costs 1,000 $CUM: you need 1,000 $CUM more.',
    });
    expect(await expectLedgerMatches(t, user._id)).toBe(0);
  });

  it("refuses the avatar frame with 'Coming soon' and unknown items with 400", async () => {
    const { user, headers } = await t.signedInUser();
    await fund(t, user._id, 5000);
    const e = await t.fails(contract.store.buy, 409, { headers, params: { id: 'avatar-frame' } });
    expect(e.message).toBe('Coming soon: Custom Avatar Frame is not available yet.');
    await t.fails(contract.store.buy, 400, { headers, params: { id: 'golden-crown' } });
    await t.fails(contract.store.buy, 401, { params: { id: 'premium-badge' } });
    expect(await expectLedgerMatches(t, user._id)).toBe(5_000_000);
  });

  it('a double tap on a timed item buys once; a later purchase extends', { timeout: 120_000 }, async () => {
    const { user, headers } = await t.signedInUser();
    await fund(t, user._id, 10_000);
    const results = await Promise.all(Array.from({ length: 10 }, () => buy(headers, 'vip-pass')));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) expect(r.status).toBe(409);
    // Issue 28: each refusal says why, in a form the app words in the user's language.
    const reasons = new Set(results.filter((x) => x.status !== 200).map((r) => reasonOf(r.json)));
    for (const reason of reasons) expect(['store-just-bought', 'not-possible-now']).toContain(reason);
    expect(await expectLedgerMatches(t, user._id)).toBe(8_000_000);
    expect((await buy(headers, 'vip-pass')).status).toBe(200);
    expect(await expectLedgerMatches(t, user._id)).toBe(6_000_000);
  });

  it('two purchases racing for one balance: exactly one goes through', { timeout: 120_000 }, async () => {
    const { user, headers } = await t.signedInUser();
    // 2000 pays for the VIP pass (2000) or the badge (500), not both.
    await fund(t, user._id, 2000);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => buy(headers, i % 2 === 0 ? 'vip-pass' : 'premium-badge')),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) expect(r.status).toBe(409);
    expect([0, 1_500_000]).toContain(await expectLedgerMatches(t, user._id));
    expect(await entriesOf(t, user._id, 'store_purchase')).toHaveLength(1);
  });
});
