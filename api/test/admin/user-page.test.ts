import { contract } from '@cum/shared/contract';
import { Types } from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../src/db/transaction.ts';
import type { UserRecord } from '../../src/models/user.ts';
import { type SignedInUser, useTestApp } from '../helpers/test-app.ts';

const { admin } = contract;

describe('admin user page', () => {
  const t = useTestApp();
  let boss: SignedInUser;
  let target: UserRecord;
  let referrer: UserRecord;
  const friends: UserRecord[] = [];

  beforeAll(async () => {
    const { models, connection, ledger } = t.services;
    boss = await t.adminUser({ username: 'page_boss' });
    referrer = await t.createUser({ username: 'the_referrer' });
    target = await t.createUser({
      username: 'page_target',
      email: 'target@example.com',
      emailVerifiedAt: new Date(),
      referredBy: referrer._id,
    });
    await models.Referral.create({
      referrerId: referrer._id,
      referredUserId: target._id,
      code: 'R',
      status: 'completed',
      rewardAmount: 50_000,
      completedAt: new Date(),
    });
    for (let i = 0; i < 30; i++) {
      const friend = await t.createUser({ username: `page_friend_${String(i).padStart(2, '0')}` });
      friends.push(friend);
      await models.Referral.create({ referrerId: target._id, referredUserId: friend._id, code: 'T' });
    }
    for (let i = 0; i < 60; i++)
      await inTransaction(connection, (s) =>
        ledger.post(s, {
          userId: target._id,
          amount: 1_000 + i,
          kind: 'task_reward',
          key: `page:${i}`,
          description: `entry ${i}`,
        }),
      );
    await t.services.sessions.create(target._id, { userAgent: 'TestPhone/1.0', ip: '198.51.100.7' });
  });

  it('shows profile, balance, sign-in methods, sessions and both sides of referrals', async () => {
    const page = await t.ok(admin.user, {
      headers: boss.headers,
      params: { userId: target._id.toHexString() },
    });
    expect(page.user.username).toBe('page_target');
    expect(page.user.cumBalance).toBeCloseTo((60 * 1000 + (59 * 60) / 2) / 1000, 3);
    expect(page.signInMethods).toEqual([
      { method: 'telegram', detail: String(target.telegramId), verified: null, primary: true },
      { method: 'email', detail: 'target@example.com', verified: true, primary: false },
    ]);
    expect(page.sessions).toHaveLength(1);
    expect(page.sessions[0]).toMatchObject({ userAgent: 'TestPhone/1.0', ip: '198.51.100.7' });
    expect(JSON.stringify(page.sessions)).not.toMatch(/tokenHash/);
    expect(page.referredBy).toMatchObject({
      user: { id: referrer._id.toHexString(), username: 'the_referrer', label: '@the_referrer' },
      status: 'completed',
      rewardAmount: 50,
    });
    expect(page.referralsMade).toBe(30);
  });

  it('pages the ledger newest first without gaps or repeats', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const p = await t.ok(admin.userLedger, {
        headers: boss.headers,
        params: { userId: target._id.toHexString() },
        query: { cursor, limit: 25 },
      });
      pages++;
      seen.push(...p.entries.map((e) => e.description));
      cursor = p.nextCursor ?? undefined;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual(Array.from({ length: 60 }, (_, i) => `entry ${59 - i}`));
  });

  it('pages the referrals made, newest first, naming the friend', async () => {
    const userId = target._id.toHexString();
    const first = await t.ok(admin.userReferrals, { headers: boss.headers, params: { userId } });
    expect(first.referrals).toHaveLength(25);
    expect(first.referrals[0]?.user.username).toBe('page_friend_29');
    expect(first.nextCursor).not.toBeNull();
    const second = await t.ok(admin.userReferrals, {
      headers: boss.headers,
      params: { userId },
      query: { cursor: first.nextCursor ?? undefined },
    });
    expect(second.referrals.map((r) => r.user.username)).toEqual(
      ['04', '03', '02', '01', '00'].map((n) => `page_friend_${n}`),
    );
    expect(second.nextCursor).toBeNull();
  });

  it('refuses a bad cursor, a malformed id and an unknown or deleted user', async () => {
    const userId = target._id.toHexString();
    const { headers } = boss;
    await t.fails(admin.userLedger, 400, { headers, params: { userId }, query: { cursor: 'nope' } });
    await t.fails(admin.userReferrals, 400, { headers, params: { userId }, query: { cursor: '{"$gt":1}' } });
    await t.fails(admin.user, 400, { headers, params: { userId: 'not-an-id' } });
    const unknown = new Types.ObjectId().toHexString();
    for (const route of [admin.user, admin.userLedger, admin.userReferrals])
      expect((await t.fails(route, 404, { headers, params: { userId: unknown } })).error).toBe('not_found');
    const gone = await t.createUser({ deletedAt: new Date() });
    await t.fails(admin.user, 404, { headers, params: { userId: gone._id.toHexString() } });
  });

  it('a non-admin reads none of it, even about themselves', async () => {
    const me = await t.signedInUser();
    for (const route of [admin.user, admin.userLedger, admin.userReferrals])
      expect((await t.fails(route, 403, { headers: me.headers, params: { userId: me.id } })).error).toBe(
        'forbidden',
      );
  });
});
