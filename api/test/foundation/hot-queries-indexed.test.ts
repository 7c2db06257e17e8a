import { contract } from '@cum/shared/contract';
import type { Document } from 'mongodb';
import type { Connection } from 'mongoose';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../src/db/transaction.ts';
import { type Call, captureCalls } from '../helpers/docs-examined.ts';
import { type SignedInUser, useTestApp } from '../helpers/test-app.ts';

/** mongoose's own driver's collection (the workspace also has another mongodb version). */
type Collection = ReturnType<NonNullable<Connection['db']>['collection']>;
type Options = { sort?: Document; hint?: Document | string; limit?: number; skip?: number };

const findOptions = (o: Options = {}) => ({
  ...(o.sort ? { sort: o.sort } : {}),
  ...(o.hint ? { hint: o.hint } : {}),
  ...(o.limit ? { limit: o.limit } : {}),
  ...(o.skip ? { skip: o.skip } : {}),
});

/** The database's plan of a call, or null for calls that read nothing (inserts). */
async function explain(coll: Collection, call: Call): Promise<Document | null> {
  const [first, second, third] = call.args as [Document, Document?, Document?];
  switch (call.method) {
    case 'find':
    case 'findOne':
      return coll.find(first, findOptions(second)).explain('queryPlanner');
    case 'aggregate':
      return coll.aggregate(first as unknown as Document[]).explain('queryPlanner');
    case 'countDocuments':
      return coll.find(first).explain('queryPlanner');
    case 'distinct':
      return coll.find((second as Document) ?? {}).explain('queryPlanner');
    case 'updateOne':
    case 'updateMany':
    case 'replaceOne':
    case 'deleteOne':
    case 'deleteMany':
    case 'findOneAndUpdate':
    case 'findOneAndReplace':
    case 'findOneAndDelete': {
      // A write finds its documents as a find with the same filter (and sort) would.
      const options = (call.method.startsWith('findOneAnd') ? third : second) ?? {};
      return coll.find(first, findOptions(call.method === 'findOneAndDelete' ? second : options)).explain();
    }
    case 'bulkWrite': {
      const plans = [];
      for (const op of first as unknown as Document[]) {
        const body = Object.values(op)[0] as { filter?: Document };
        if (body.filter) plans.push(await coll.find(body.filter).explain('queryPlanner'));
      }
      return { plans };
    }
    default:
      return null;
  }
}

/** The stages of a plan (any depth) that read the whole collection. */
function collectionScans(plan: unknown): number {
  if (!plan || typeof plan !== 'object') return 0;
  if (Array.isArray(plan)) return plan.reduce((n: number, p) => n + collectionScans(p), 0);
  const node = plan as Record<string, unknown>;
  return (
    (node.stage === 'COLLSCAN' ? 1 : 0) +
    Object.values(node).reduce((n: number, v) => n + collectionScans(v), 0)
  );
}

describe('every query of the hot paths uses an index', () => {
  const t = useTestApp();
  let user: SignedInUser;
  let admin: SignedInUser;

  async function seed() {
    const { connection, ledger, models } = t.services;
    user = await t.signedInUser({ username: 'hot_reader' });
    admin = await t.adminUser();
    for (let i = 0; i < 120; i++)
      await inTransaction(connection, (s) =>
        ledger.post(s, {
          userId: user.user._id,
          amount: 1_000,
          kind:
            (['task_reward', 'video_watch', 'game_rush', 'game_clicker'] as const)[i % 4] ?? 'task_reward',
          key: `hot:${i}`,
          description: `entry ${i}`,
        }),
      );
    for (let i = 0; i < 5; i++) {
      const friend = await t.createUser({ username: `friend_${i}` });
      await models.Referral.create({ referrerId: user.user._id, referredUserId: friend._id, code: 'X' });
      await t.services.sessions.create(friend._id, { ip: '203.0.113.1' });
    }
    await models.Task.create({ title: 'Join', description: 'Join the channel', reward: 10 });
  }

  it('GET /api/user, /api/tasks, activity pages, referral list, admin stats, user search, user page and review', async () => {
    await seed();
    const { activity, profile, tasks, referrals } = contract;
    const routes: Array<[string, () => Promise<unknown>]> = [
      ['GET /api/user', () => t.ok(profile.getUser, { headers: user.headers })],
      ['GET /api/tasks', () => t.ok(tasks.list, { headers: user.headers })],
      ['GET /api/activity (first page)', () => t.ok(activity.mine, { headers: user.headers })],
      [
        'GET /api/activity (a deep page)',
        async () => {
          let cursor: string | undefined;
          for (let page = 0; page < 5; page++) {
            const p = await t.ok(activity.mine, { headers: user.headers, query: { cursor, limit: 20 } });
            cursor = p.nextCursor ?? undefined;
          }
          expect(cursor).toBeDefined();
        },
      ],
      ['GET /api/referral/list', () => t.ok(referrals.list, { headers: user.headers })],
      ['GET /api/admin/stats', () => t.ok(contract.admin.stats, { headers: admin.headers })],
      ['GET /api/admin/users', () => t.ok(contract.admin.users, { headers: admin.headers })],
      [
        'GET /api/admin/users?search=hot',
        () => t.ok(contract.admin.users, { headers: admin.headers, query: { search: 'hot' } }),
      ],
      [
        'GET /api/admin/users/:userId',
        () => t.ok(contract.admin.user, { headers: admin.headers, params: { userId: user.id } }),
      ],
      [
        'GET /api/admin/users/:userId/ledger (a deep page)',
        async () => {
          let cursor: string | undefined;
          for (let page = 0; page < 3; page++) {
            const p = await t.ok(contract.admin.userLedger, {
              headers: admin.headers,
              params: { userId: user.id },
              query: { cursor, limit: 20 },
            });
            cursor = p.nextCursor ?? undefined;
          }
          expect(cursor).toBeDefined();
        },
      ],
      [
        'GET /api/admin/users/:userId/referrals',
        () => t.ok(contract.admin.userReferrals, { headers: admin.headers, params: { userId: user.id } }),
      ],
      ['GET /api/admin/review', () => t.ok(contract.admin.review, { headers: admin.headers })],
      [
        'GET /api/admin/referrals/review',
        () => t.ok(contract.admin.referralReview, { headers: admin.headers }),
      ],
      [
        'GET /api/admin/users?search=<telegram id>',
        () =>
          t.ok(contract.admin.users, {
            headers: admin.headers,
            query: { search: String(user.user.telegramId) },
          }),
      ],
    ];
    const db = t.services.connection.db;
    if (!db) throw new Error('not connected');
    const scans: string[] = [];
    let explained = 0;
    const collections = new Set<string>();
    for (const [name, run] of routes) {
      // Twice: the first request of a session or a cache may read what later ones do not.
      for (const calls of [
        await captureCalls(t.services.connection, run),
        await captureCalls(t.services.connection, run),
      ]) {
        for (const call of calls) {
          const plan = await explain(db.collection(call.collection), call);
          if (!plan) continue;
          explained++;
          collections.add(call.collection);
          // The database must report a plan: an explain without one would pass every check.
          expect(JSON.stringify(plan)).toMatch(/winningPlan/);
          if (collectionScans(plan) > 0)
            scans.push(`${name}: ${call.collection}.${call.method} ${JSON.stringify(call.args[0])}`);
        }
      }
    }
    expect(explained).toBeGreaterThan(routes.length);
    // What these routes read: a capture that missed them would check nothing.
    expect([...collections].sort()).toEqual(
      expect.arrayContaining(['counters', 'ledger', 'referrals', 'rooms', 'sessions', 'tasks', 'users']),
    );
    expect([...new Set(scans)]).toEqual([]);
  });

  it('the check sees a collection scan', async () => {
    const db = t.services.connection.db;
    if (!db) throw new Error('not connected');
    const plan = await explain(db.collection('ledger'), {
      collection: 'ledger',
      method: 'find',
      args: [{ description: 'entry 3' }],
    });
    expect(collectionScans(plan)).toBe(1);
  });
});
