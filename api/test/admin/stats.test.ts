import { contract } from '@cum/shared/contract';
import { fromMilli } from '@cum/shared/domain/money';
import { utcDay } from '@cum/shared/domain/time';
import { Types } from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../src/db/transaction.ts';
import { manualClock } from '../../src/lib/clock.ts';
import type { UserRecord } from '../../src/models/user.ts';
import { type UserFields, useTestApp } from '../helpers/test-app.ts';

/** A small deterministic random source, so a failure can be replayed. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

// A story in order: the empty platform first, then a workload whose totals are recounted (files still run shuffled).
describe('admin stats', { shuffle: false }, () => {
  // Near real time: session expiry is enforced by the database's TTL against the real clock.
  const today = new Date();
  const yesterday = new Date(today.getTime() - 24 * 3600 * 1000);
  const clock = manualClock(yesterday);
  const rand = rng(20261122);
  const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)] as T;
  const users: UserRecord[] = [];
  const cookies = new Map<string, string>();
  let adminHeaders: Record<string, string>;

  /** What the accounts service does on sign-up: the user and the `users` counter together. */
  async function join(fields: UserFields = {}) {
    const u = await t.createUser(fields);
    await t.services.counters.inc(null, { users: 1 });
    users.push(u);
    cookies.set(u._id.toHexString(), await t.sessionCookie(u._id));
    return u;
  }

  async function onboard(userId: Types.ObjectId) {
    await inTransaction(t.services.connection, async (session) => {
      const res = await t.services.models.User.updateOne(
        { _id: userId, onboardingCompleted: false },
        { $set: { onboardingCompleted: true } },
        { session },
      );
      if (res.modifiedCount === 1) await t.services.counters.inc(session, { onboarded: 1 });
    });
  }

  let keySeq = 0;
  async function move(userId: Types.ObjectId, amount: number) {
    const day = utcDay(clock.now());
    await inTransaction(t.services.connection, (session) =>
      t.services.ledger.post(session, {
        userId,
        amount,
        kind: amount > 0 ? 'task_reward' : 'store_purchase',
        key: `w:${keySeq++}`,
        description: 'workload',
        // The entry's own createdAt is the real time; the day of the service clock is kept for the recount.
        meta: { day },
      }),
    ).catch((err: { code?: string }) => {
      if (err.code !== 'insufficient_funds') throw err;
    });
  }

  async function completeTask(userId: Types.ObjectId, taskId: Types.ObjectId) {
    await inTransaction(t.services.connection, async (session) => {
      await t.services.models.UserTask.create(
        [{ userId, taskId, periodKey: utcDay(clock.now()), status: 'completed', completedAt: clock.now() }],
        { session },
      );
      await t.services.counters.inc(session, { tasksCompleted: 1 });
    }).catch((err: { code?: number }) => {
      if (err.code !== 11000) throw err; // the same task twice in a day: refused, nothing counted
    });
  }

  async function request(u: UserRecord) {
    const res = await t.call(contract.rooms.list, {
      headers: { cookie: cookies.get(u._id.toHexString()) ?? '' },
    });
    expect(res.status).toBe(200);
  }

  async function workload(rounds: number, tasks: Types.ObjectId[]) {
    for (let i = 0; i < rounds; i++) {
      const r = rand();
      if (r < 0.15 || users.length < 3) await join();
      else if (r < 0.45) await move(pick(users)._id, 1 + Math.floor(rand() * 50_000));
      else if (r < 0.6) await move(pick(users)._id, -(1 + Math.floor(rand() * 30_000)));
      else if (r < 0.7) await onboard(pick(users)._id);
      else if (r < 0.8) await completeTask(pick(users)._id, pick(tasks));
      else await request(pick(users));
    }
  }

  async function recount() {
    const { User, LedgerEntry, UserTask, Task, Room } = t.services.models;
    const dayStart = new Date(`${utcDay(clock.now())}T00:00:00Z`);
    // Every balance, deleted accounts' included: their $CUM stay in the ledger.
    const [balance] = await User.aggregate<{ sum: number }>([
      { $group: { _id: null, sum: { $sum: '$balance' } } },
    ]);
    const earned = await LedgerEntry.aggregate<{ _id: string; sum: number }>([
      { $match: { amount: { $gt: 0 } } },
      { $group: { _id: '$meta.day', sum: { $sum: '$amount' } } },
    ]);
    const ledgerSum = await LedgerEntry.aggregate<{ sum: number }>([
      { $group: { _id: null, sum: { $sum: '$amount' } } },
    ]);
    expect(ledgerSum[0]?.sum ?? 0).toBe(balance?.sum ?? 0);
    const rooms = await Room.find().lean();
    return {
      users: {
        totalUsers: await User.countDocuments({ deletedAt: null }),
        completedOnboarding: await User.countDocuments({ onboardingCompleted: true, deletedAt: null }),
        totalBalance: fromMilli(balance?.sum ?? 0),
        activeUsers: (await User.find({ deletedAt: null }).lean()).filter(
          (u) => u.lastActiveAt && u.lastActiveAt.getTime() >= dayStart.getTime(),
        ).length,
      },
      tasks: {
        totalTasks: await Task.countDocuments({ deletedAt: null }),
        completedTasks: await UserTask.countDocuments({ status: 'completed' }),
      },
      rooms: {
        onlineRooms: rooms.filter((r) => r.isOnline).length,
        totalRooms: rooms.length,
        totalViewers: rooms.filter((r) => r.isOnline).reduce((s, r) => s + r.viewerCount, 0),
      },
      rewards: {
        rewardsToday: fromMilli(earned.find((e) => e._id === utcDay(clock.now()))?.sum ?? 0),
        totalAmount: fromMilli(earned.reduce((s, e) => s + e.sum, 0)),
      },
    };
  }

  const t = useTestApp({ clock });
  beforeAll(async () => {
    const boss = await join({ isAdmin: true, username: 'boss' });
    adminHeaders = { cookie: cookies.get(boss._id.toHexString()) ?? '' };
  });

  it('an empty platform reads zeros (but the admin who asks)', async () => {
    const stats = await t.ok(contract.admin.stats, { headers: adminHeaders });
    expect(stats).toEqual({
      users: { totalUsers: 1, completedOnboarding: 0, totalBalance: 0, activeUsers: 1 },
      tasks: { totalTasks: 0, completedTasks: 0 },
      rooms: { onlineRooms: 0, totalRooms: 0, totalViewers: 0 },
      rewards: { rewardsToday: 0, totalAmount: 0 },
    });
  });

  it('equals a full recount after a random workload over two days', async () => {
    const admin = contract.admin;
    const taskIds: Types.ObjectId[] = [];
    for (const title of ['A', 'B', 'C']) {
      const { task } = await t.ok(admin.createTask, {
        headers: adminHeaders,
        body: { title, description: 'd' },
      });
      taskIds.push(new Types.ObjectId(task.id));
    }
    await t.ok(admin.deleteTask, {
      headers: adminHeaders,
      params: { taskId: taskIds[2]?.toHexString() ?? '' },
    });
    await t.ok(admin.createRoom, {
      headers: adminHeaders,
      body: { roomId: 'on', modelName: 'M', roomTitle: 'T', isOnline: true, viewerCount: 30 },
    });
    await t.ok(admin.createRoom, {
      headers: adminHeaders,
      body: { roomId: 'off', modelName: 'M', roomTitle: 'T', isOnline: false, viewerCount: 99 },
    });

    await workload(150, taskIds);
    const y = await t.ok(admin.stats, { headers: adminHeaders });
    expect(y).toEqual(await recount());

    clock.set(today);
    await workload(150, taskIds);
    // The first requests of the day, many at once and repeated: each user counts once.
    await Promise.all([...users.slice(0, 10), ...users.slice(0, 10)].map((u) => request(u)));
    const stats = await t.ok(admin.stats, { headers: adminHeaders });
    const expected = await recount();
    expect(stats).toEqual(expected);
    expect(stats.users.activeUsers).toBeGreaterThanOrEqual(10);
    expect(stats.users.totalUsers).toBeGreaterThan(10);
    expect(stats.rewards.rewardsToday).toBeGreaterThan(0);
    expect(stats.rewards.rewardsToday).toBeLessThan(stats.rewards.totalAmount);
    expect(stats.tasks).toMatchObject({ totalTasks: 2 });
    expect(stats.rooms).toEqual({ onlineRooms: 1, totalRooms: 2, totalViewers: 30 });
  });

  it('a user active on two days counts on each, once', async () => {
    const u = await join();
    const day = utcDay(clock.now());
    const before = (await t.services.counters.read([`active:${day}`]))[`active:${day}`];
    await request(u);
    await request(u);
    const after = (await t.services.counters.read([`active:${day}`]))[`active:${day}`];
    expect(after).toBe((before ?? 0) + 1);
    const stored = await t.services.models.User.findById(u._id).lean();
    expect(stored?.lastActiveAt?.getTime()).toBe(clock.now().getTime());
  });
});
