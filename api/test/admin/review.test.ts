import { randomBytes } from 'node:crypto';
import { contract } from '@cum/shared/contract';
import { RUSH_MAX_REWARD } from '@cum/shared/domain/games';
import { toMilli } from '@cum/shared/domain/money';
import { Types } from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';
import type { UserRecord } from '../../src/models/user.ts';
import { type SignedInUser, useTestApp } from '../helpers/test-app.ts';

const { admin } = contract;
const HOUR = 3600_000;
/** An ObjectId created at `ms` (its first 4 bytes are the time), unique by its random rest. */
const idAt = (ms: number) =>
  new Types.ObjectId(
    Math.floor(ms / 1000)
      .toString(16)
      .padStart(8, '0') + randomBytes(8).toString('hex'),
  );

describe('admin review list', () => {
  const t = useTestApp();
  let boss: SignedInUser;
  const u: Record<string, UserRecord> = {};
  const now = Date.now();
  let seq = 0;
  const who = (name: string): UserRecord => {
    const found = u[name];
    if (!found) throw new Error(`no user ${name}`);
    return found;
  };

  async function refer(
    referrer: UserRecord,
    friend: Partial<UserRecord>,
    opts: { ip?: string; at?: number } = {},
  ) {
    const f = await t.createUser(friend);
    await t.services.models.Referral.create({
      _id: idAt(opts.at ?? now - HOUR),
      referrerId: referrer._id,
      referredUserId: f._id,
      code: 'X',
    });
    if (opts.ip) await t.services.sessions.create(f._id, { ip: opts.ip });
    return f;
  }

  async function credit(user: UserRecord, kind: 'game_rush' | 'game_clicker', amount: number, at: number) {
    seq++;
    await t.services.models.LedgerEntry.collection.insertOne({
      _id: idAt(at),
      userId: user._id,
      amount,
      kind,
      key: `review:${seq}`,
      description: kind,
      meta: null,
      balanceAfter: 0,
      createdAt: new Date(at),
    });
  }

  beforeAll(async () => {
    boss = await t.adminUser({ username: 'review_boss' });
    for (const name of [
      'domainFarmer',
      'ipFarmer',
      'mailboxFarmer',
      'fair',
      'old',
      'rushBot',
      'rushHuman',
      'rushNew',
      'clickBot',
      'clickHuman',
    ])
      u[name] = await t.createUser({ username: name.toLowerCase() });
    const [domainFarmer, ipFarmer, mailboxFarmer, fair, old] = [
      'domainFarmer',
      'ipFarmer',
      'mailboxFarmer',
      'fair',
      'old',
    ].map(who) as [UserRecord, UserRecord, UserRecord, UserRecord, UserRecord];
    for (let i = 0; i < 5; i++) await refer(domainFarmer, { email: `farm${i}@farm.example` });
    for (let i = 0; i < 3; i++)
      await refer(ipFarmer, { email: `p${i}@mail${i}.example` }, { ip: '203.0.113.9' });
    for (const email of ['jo.hn@gmail.com', 'john+1@gmail.com', 'j.o.h.n@googlemail.com'])
      await refer(mailboxFarmer, { email });
    // Not flagged: under every threshold.
    for (let i = 0; i < 4; i++)
      await refer(fair, { email: `f${i}@farm.example` }, { ip: `192.0.2.${i % 2}` });
    // Not flagged: many from one domain, but before the window.
    for (let i = 0; i < 6; i++) await refer(old, { email: `o${i}@old.example` }, { at: now - 8 * 24 * HOUR });

    const top = toMilli(RUSH_MAX_REWARD);
    for (let i = 0; i < 5; i++) {
      await credit(who('rushBot'), 'game_rush', top, now - i * HOUR);
      await credit(who('rushHuman'), 'game_rush', i === 2 ? top - 30_000 : top, now - i * HOUR);
    }
    for (let i = 0; i < 2; i++) await credit(who('rushNew'), 'game_rush', top, now - i * HOUR);

    // Three clicker hours each: every one at the 100 $CUM cap for the bot, one short for the human.
    for (let h = 0; h < 3; h++) {
      const start = now - (10 - 3 * h) * HOUR;
      for (let k = 0; k < 4; k++) {
        await credit(who('clickBot'), 'game_clicker', 25_000, start + k * 60_000);
        await credit(who('clickHuman'), 'game_clicker', h === 1 ? 15_000 : 25_000, start + k * 60_000);
      }
    }
  });

  it('lists what repeats, and nothing that does not', async () => {
    const review = await t.ok(admin.review, { headers: boss.headers });
    expect(review.windowDays).toBe(7);
    expect(review.truncated).toBe(false);
    const flags = review.flags
      .map((f) => `${f.kind} ${f.user.username} ${f.detail} ${f.count}/${f.total}`)
      .sort();
    expect(flags).toEqual(
      [
        'clicker_cap clickbot every hour reached the 100 $CUM cap 3/3',
        'referral_address ipfarmer IP 203.0.113.9 3/3',
        'referral_address mailboxfarmer mailbox john@gmail.com 3/3',
        'referral_domain domainfarmer email domain farm.example 5/5',
        'rush_cap rushbot every game paid 200 $CUM 5/5',
      ].sort(),
    );
    const byName = new Map(Object.values(u).map((x) => [x.username, x._id.toHexString()]));
    for (const f of review.flags) expect(f.user.id).toBe(byName.get(f.user.username ?? ''));
  });

  it('is refused to a non-admin', async () => {
    const me = await t.signedInUser();
    expect((await t.fails(admin.review, 403, { headers: me.headers })).error).toBe('forbidden');
    expect((await t.fails(admin.review, 401)).error).toBe('unauthorized');
  });
});
