import { contract } from '@cum/shared/contract';
import { Types } from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';
import { matchesSearch, newestFirst } from '../../src/features/admin/user-search.ts';
import { createUsersList } from '../../src/features/admin/users-list.ts';
import { systemClock } from '../../src/lib/clock.ts';
import { searchKeysOf, type UserRecord } from '../../src/models/user.ts';
import { type UserFields, useTestApp, withTestApp } from '../helpers/test-app.ts';

const { admin } = contract;

describe('admin users list', () => {
  let headers: Record<string, string>;
  const made: UserRecord[] = [];

  async function make(fields: UserFields, createdAt: Date) {
    const u = await t.createUser(fields);
    await t.services.models.User.collection.updateOne(
      { _id: u._id },
      { $set: { createdAt, searchKeys: searchKeysOf({ ...u, ...fields }) } },
    );
    const stored = (await t.services.models.User.findById(u._id).lean()) as UserRecord;
    made.push(stored);
    return stored;
  }

  const t = useTestApp();
  beforeAll(async () => {
    const me = await t.adminUser({ username: 'boss' });
    headers = me.headers;
    await t.services.models.User.collection.updateOne(
      { _id: me.user._id },
      { $set: { createdAt: new Date('2020-01-01T00:00:00Z') } },
    );
    const base = new Date('2026-02-01T00:00:00Z').getTime();
    // 130 users; groups of 7 share one millisecond, so pages end in the middle of ties.
    for (let i = 0; i < 130; i++) {
      await make(
        { username: `member_${String(i).padStart(3, '0')}` },
        new Date(base + Math.floor(i / 7) * 1000),
      );
    }
    await make(
      {
        username: 'AliceW',
        firstName: 'Alice',
        lastName: 'Wonder',
        email: 'alice@example.com',
        telegramId: 5551234,
      },
      new Date(base + 500_000),
    );
    await make(
      { username: 'bob_builder', firstName: 'Robert', lastName: 'Alison', telegramId: 5551 },
      new Date(base + 600_000),
    );
    await make(
      { username: 'zed', firstName: 'Zed', lastName: 'Adams', email: 'zed@b.example' },
      new Date(base + 700_000),
    );
    await make({ username: 'gone_user', deletedAt: new Date() }, new Date(base + 800_000));
  });

  it('pages newest first, 50 a page, without skipping or repeating inside ties', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await t.ok(admin.users, { headers, query: { cursor } });
      pages++;
      if (page.nextCursor) expect(page.users).toHaveLength(50);
      seen.push(...page.users.map((u) => u.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor && pages < 10);
    const expected = [...made.filter((u) => !u.deletedAt)]
      .sort(
        (a, b) =>
          b.createdAt.getTime() - a.createdAt.getTime() ||
          (a._id.toHexString() < b._id.toHexString() ? 1 : -1),
      )
      .map((u) => u._id.toHexString());
    // The admin (created long before) is the very last row.
    expect(seen).toEqual([...expected, seen.at(-1)]);
    expect(new Set(seen).size).toBe(seen.length);
    expect(pages).toBe(3);
  });

  it('excludes deleted accounts', async () => {
    const { users } = await t.ok(admin.users, { headers, query: { search: 'gone' } });
    expect(users).toEqual([]);
  });

  it('matches username, first name, last name and email by prefix, any case', async () => {
    const names = async (search: string) =>
      (await t.ok(admin.users, { headers, query: { search } })).users.map((u) => u.username);
    expect(await names('ALI')).toEqual(['bob_builder', 'AliceW']);
    expect(await names('alice@')).toEqual(['AliceW']);
    expect(await names('wond')).toEqual(['AliceW']);
    expect(await names('rob')).toEqual(['bob_builder']);
    // Same-millisecond groups come out by _id, newest first.
    expect(await names('member_12')).toEqual(
      [129, 128, 127, 126, 125, 124, 123, 122, 121, 120].map((n) => `member_${n}`),
    );
    expect(await names('b')).toEqual(['bob_builder']); // not "zed": no single word of Zed starts with b
    expect(await names('nobody')).toEqual([]);
  });

  it('matches a Telegram id exactly, not by prefix', async () => {
    const names = async (search: string) =>
      (await t.ok(admin.users, { headers, query: { search } })).users.map((u) => u.username);
    expect(await names('5551234')).toEqual(['AliceW']);
    expect(await names('5551')).toEqual(['bob_builder']);
    expect(await names('555')).toEqual([]);
  });

  it('search results page too', async () => {
    const first = await t.ok(admin.users, { headers, query: { search: 'member', limit: 60 } });
    expect(first.users).toHaveLength(60);
    const second = await t.ok(admin.users, {
      headers,
      query: { search: 'member', limit: 60, cursor: first.nextCursor ?? '' },
    });
    const third = await t.ok(admin.users, {
      headers,
      query: { search: 'member', limit: 60, cursor: second.nextCursor ?? '' },
    });
    const all = [...first.users, ...second.users, ...third.users].map((u) => u.username);
    expect(third.nextCursor).toBeNull();
    expect(all).toHaveLength(130);
    expect(new Set(all).size).toBe(130);
  });

  it('every plan (newest-users window or index range) pages to the same answer as a brute-force filter', async () => {
    const all = (await t.services.models.User.find().lean()) as UserRecord[];
    for (const searchWindow of [10, 40, 200]) {
      const { list } = createUsersList({ User: t.services.models.User, clock: systemClock, searchWindow });
      for (const term of ['member', 'member_1', 'ali', 'b', '5551', 'zed', 'member_00', 'nobody']) {
        const expected = all
          .filter((u) => !u.deletedAt && (u.searchKeys ?? []).some((k) => k.startsWith(term)))
          .filter((u) => matchesSearch(u, term))
          .sort(newestFirst)
          .map((u) => u._id.toHexString());
        for (const limit of [3, 7]) {
          const got: string[] = [];
          let cursor: string | undefined;
          for (let i = 0; i < 100; i++) {
            const page = await list({ search: term, limit, cursor });
            got.push(...page.users.map((u) => u.id));
            if (!page.nextCursor) break;
            cursor = page.nextCursor;
          }
          expect({ searchWindow, term, limit, got }).toEqual({ searchWindow, term, limit, got: expected });
        }
      }
    }
  }, 90_000);

  it('refuses a bad cursor or limit with 400', async () => {
    expect((await t.fails(admin.users, 400, { headers, query: { cursor: 'abc' } })).message).toContain(
      'query.cursor',
    );
    expect((await t.fails(admin.users, 400, { headers, query: { limit: 0 } })).message).toContain(
      'query.limit',
    );
    expect(
      (await t.fails(admin.users, 400, { headers, query: { search: 'x'.repeat(101) } })).message,
    ).toContain('query.search');
  });

  it('a search term with regex or operator characters is plain text', async () => {
    const { users } = await t.ok(admin.users, { headers, query: { search: '.*' } });
    expect(users).toEqual([]);
    const ops = await t.ok(admin.users, { headers, query: { search: '{"$gt":""}' } });
    expect(ops.users).toEqual([]);
  });
});

describe('admin flag', () => {
  const t = useTestApp();

  it('grants and revokes admin, audited', async () => {
    const me = await t.adminUser({ username: 'root' });
    const other = await t.createUser();
    const granted = await t.ok(admin.setAdmin, {
      headers: me.headers,
      params: { userId: other._id.toHexString() },
      body: { isAdmin: true },
    });
    expect(granted.user.isAdmin).toBe(true);
    const revoked = await t.ok(admin.setAdmin, {
      headers: me.headers,
      params: { userId: other._id.toHexString() },
      body: { isAdmin: false },
    });
    expect(revoked.user.isAdmin).toBe(false);
    const { entries } = await t.ok(admin.audit, { headers: me.headers });
    expect(entries.slice(0, 2).map((e) => [e.action, e.before, e.after, e.adminUsername])).toEqual([
      ['user.revoke_admin', { isAdmin: true }, { isAdmin: false }, 'root'],
      ['user.grant_admin', { isAdmin: false }, { isAdmin: true }, 'root'],
    ]);
  });

  it("refuses one's own flag (409), unknown users (404) and bad input (400)", async () => {
    const me = await t.adminUser();
    const own = await t.fails(admin.setAdmin, 409, {
      headers: me.headers,
      params: { userId: me.user._id.toHexString() },
      body: { isAdmin: false },
    });
    expect(own.message).toBe("You can't change your own admin status");
    const ghost = await t.fails(admin.setAdmin, 404, {
      headers: me.headers,
      params: { userId: new Types.ObjectId().toHexString() },
      body: { isAdmin: true },
    });
    expect(ghost.message).toBe('User not found.');
    const bad = await t.fails(admin.setAdmin, 400, {
      headers: me.headers,
      params: { userId: new Types.ObjectId().toHexString() },
      body: { isAdmin: 'yes' },
    });
    expect(bad.message).toContain('body.isAdmin');
    await t.fails(admin.setAdmin, 400, {
      headers: me.headers,
      params: { userId: 'x' },
      body: { isAdmin: true },
    });
    expect((await t.services.models.User.findById(me.user._id).lean())?.isAdmin).toBe(true);
  });

  it('two last admins demoting each other at once: one wins, one admin remains (409 last admin)', async () => {
    await withTestApp(async (fresh) => {
      const a = await fresh.adminUser();
      const b = await fresh.adminUser();
      const [ra, rb] = await Promise.all([
        fresh.app.inject({
          method: 'PATCH',
          url: `/api/admin/users/${b.user._id}/admin`,
          headers: a.headers,
          payload: { isAdmin: false },
        }),
        fresh.app.inject({
          method: 'PATCH',
          url: `/api/admin/users/${a.user._id}/admin`,
          headers: b.headers,
          payload: { isAdmin: false },
        }),
      ]);
      const statuses = [ra.statusCode, rb.statusCode].sort();
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      expect(await fresh.services.models.User.countDocuments({ isAdmin: true })).toBe(1);
      expect(await fresh.services.models.AuditEntry.countDocuments()).toBe(1);
    });
  });

  it('the last admin cannot be demoted (409), even by a stale admin session', async () => {
    await withTestApp(async (fresh) => {
      const a = await fresh.adminUser();
      const b = await fresh.adminUser();
      // b is demoted first; b's service call still names b as the actor (as a request already past
      // the auth check would): demoting a, now the last admin, is refused.
      await fresh.ok(admin.setAdmin, {
        headers: a.headers,
        params: { userId: b.user._id.toHexString() },
        body: { isAdmin: false },
      });
      await expect(
        fresh.services.admin.users.setAdmin(b.user, a.user._id.toHexString(), false),
      ).rejects.toMatchObject({ status: 409, message: "The last admin can't be demoted" });
      // And a former admin cannot grant anything either.
      const c = await fresh.createUser();
      await expect(
        fresh.services.admin.users.setAdmin(b.user, c._id.toHexString(), true),
      ).rejects.toMatchObject({ status: 403 });
      expect(await fresh.services.models.User.countDocuments({ isAdmin: true })).toBe(1);
    });
  });
});
