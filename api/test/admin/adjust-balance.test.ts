import { contract } from '@cum/shared/contract';
import { Types } from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';

const { admin } = contract;

describe('admin balance adjustment', () => {
  let headers: Record<string, string>;
  let adminId: Types.ObjectId;
  const t = useTestApp();
  beforeAll(async () => {
    const me = await t.adminUser({ username: 'support' });
    headers = me.headers;
    adminId = me.user._id;
  });

  const ledgerOf = (userId: Types.ObjectId) =>
    t.services.models.LedgerEntry.find({ userId }).sort({ _id: 1 }).lean();

  it('credits and debits through the ledger, audited, with a unique key per adjustment', async () => {
    const u = await t.createUser();
    const params = { userId: u._id.toHexString() };
    const a = await t.ok(admin.adjustBalance, {
      headers,
      params,
      body: { amount: 12.345, reason: 'Lost reward' },
    });
    expect(a.user.cumBalance).toBe(12.345);
    // The same request again is a second adjustment (a new audit id, a new key).
    const b = await t.ok(admin.adjustBalance, {
      headers,
      params,
      body: { amount: 12.345, reason: 'Lost reward' },
    });
    expect(b.user.cumBalance).toBe(24.69);
    const c = await t.ok(admin.adjustBalance, {
      headers,
      params,
      body: { amount: -4.69, reason: 'Duplicate credit' },
    });
    expect(c.user.cumBalance).toBe(20);

    const entries = await ledgerOf(u._id);
    expect(entries.map((e) => [e.kind, e.amount])).toEqual([
      ['admin_adjustment', 12_345],
      ['admin_adjustment', 12_345],
      ['admin_adjustment', -4_690],
    ]);
    const audits = await t.services.models.AuditEntry.find({ targetId: params.userId })
      .sort({ _id: 1 })
      .lean();
    expect(audits.map((x) => x.action)).toEqual([
      'user.adjust_balance',
      'user.adjust_balance',
      'user.adjust_balance',
    ]);
    expect(entries.map((e) => e.key)).toEqual(audits.map((x) => `adjust:${x._id.toHexString()}`));
    expect(audits[2]?.before).toEqual({ cumBalance: 24.69 });
    expect(audits[2]?.after).toEqual({ cumBalance: 20, amount: -4.69, reason: 'Duplicate credit' });
    expect(audits.every((x) => x.adminId.equals(adminId))).toBe(true);
    const counters = await t.services.tally.read(['balance']);
    expect(counters.balance).toBe(20_000);
  });

  it('never takes a balance below zero (409) and changes nothing', async () => {
    const u = await t.createUser();
    const params = { userId: u._id.toHexString() };
    await t.ok(admin.adjustBalance, { headers, params, body: { amount: 5, reason: 'seed' } });
    const err = await t.fails(admin.adjustBalance, 409, {
      headers,
      params,
      body: { amount: -5.001, reason: 'too much' },
    });
    expect(err.message).toBe("That would take the user's balance below zero.");
    expect(await ledgerOf(u._id)).toHaveLength(1);
    expect(await t.services.models.AuditEntry.countDocuments({ targetId: params.userId })).toBe(1);
    expect((await t.services.models.User.findById(u._id).lean())?.balance).toBe(5_000);
    await t.ok(admin.adjustBalance, { headers, params, body: { amount: -5, reason: 'to zero' } });
    expect((await t.services.models.User.findById(u._id).lean())?.balance).toBe(0);
  });

  it('concurrent debits never overdraw', async () => {
    const u = await t.createUser();
    const params = { userId: u._id.toHexString() };
    await t.ok(admin.adjustBalance, { headers, params, body: { amount: 3, reason: 'seed' } });
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/api/admin/users/${params.userId}/adjust`,
          headers,
          payload: { amount: -1, reason: 'debit' },
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode !== 200).every((r) => r.statusCode === 409)).toBe(true);
    expect((await t.services.models.User.findById(u._id).lean())?.balance).toBe(0);
    const sum = (await ledgerOf(u._id)).reduce((s, e) => s + e.amount, 0);
    expect(sum).toBe(0);
  });

  it.each([
    [{ amount: 0, reason: 'zero' }, 'body.amount: amount must not be 0'],
    [{ amount: 1.2345, reason: 'four decimals' }, 'body.amount: amount has at most 3 decimals'],
    [{ amount: 2_000_000, reason: 'huge' }, 'body.amount: amount must be at most 1,000,000'],
    [{ amount: '5', reason: 'string' }, 'body.amount:'],
    [{ amount: 5 }, 'body.reason:'],
    [{ amount: 5, reason: ' a ' }, 'body.reason: reason is required'],
  ])('refuses %j with 400 naming the field', async (body, message) => {
    const u = await t.createUser();
    const err = await t.fails(admin.adjustBalance, 400, {
      headers,
      params: { userId: u._id.toHexString() },
      body,
    });
    expect(err.message).toContain(message);
    expect(await ledgerOf(u._id)).toHaveLength(0);
  });

  it("refuses an unknown user (404) and one's own balance (409)", async () => {
    const ghost = await t.fails(admin.adjustBalance, 404, {
      headers,
      params: { userId: new Types.ObjectId().toHexString() },
      body: { amount: 5, reason: 'ghost' },
    });
    expect(ghost.message).toBe('User not found.');
    const own = await t.fails(admin.adjustBalance, 409, {
      headers,
      params: { userId: adminId.toHexString() },
      body: { amount: 5, reason: 'myself' },
    });
    expect(own.message).toBe("You can't adjust your own balance");
    expect(await ledgerOf(adminId)).toHaveLength(0);
  });
});
