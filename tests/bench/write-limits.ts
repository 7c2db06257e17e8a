/**
 * The limits of the write routes for bench:api: a bare Fastify handler doing the same transaction as
 * each route (the same reads, the same ledger post, the same activity record), with
 * no authentication, validation, rate limit or serialisation. Identity comes from `x-user`, the task
 * from `x-task`.
 */
import { createHash, randomBytes } from 'node:crypto';
import { utcDay } from '@cum/shared/domain/time';
import { creditWatch, findVideo } from '@cum/shared/domain/videos';
import type { FastifyInstance } from 'fastify';
import { Types, trusted } from 'mongoose';
import type { buildApp } from '../../api/src/app.ts';
import { BasisChanged } from '../../api/src/db/basis.ts';
import { inTransaction } from '../../api/src/db/transaction.ts';
import type { Composition } from '../../api/src/services.ts';

/**
 * Users who may claim, each with a session: bench:api's succeeding claims take a new one per request
 * (a user can claim once an interval). Returns their session cookies and ids, in the same order.
 */
export async function seedClaimers(
  services: Composition,
  app: Awaited<ReturnType<typeof buildApp>>,
  count: number,
): Promise<{ cookies: string[]; ids: string[] }> {
  const { User, Session } = services.models;
  const users = await User.insertMany(
    Array.from({ length: count }, (_, i) => ({
      authMethod: 'telegram',
      telegramId: 8_000_000_000 + i,
      username: `claimer_${i}`,
      usernameLower: `claimer_${i}`,
      firstName: 'Claimer',
      referralCode: `C${i.toString(36).toUpperCase().padStart(6, '0')}`,
      ageConfirmedAt: new Date(),
      onboardingCompleted: true,
    })),
  );
  const cookies: string[] = [];
  const sessions = users.map((u) => {
    const token = randomBytes(32).toString('base64url');
    cookies.push(`${app.auth.cookieName}=${app.signCookie(token)}`);
    const tokenHash = createHash('sha256').update(token).digest('hex');
    return { tokenHash, userId: u._id, expiresAt: new Date(Date.now() + 86400_000), lastSeenAt: new Date() };
  });
  await Session.insertMany(sessions);
  return { cookies, ids: users.map((u) => String(u._id)) };
}

export function writeLimits(limit: FastifyInstance, services: Composition) {
  const { connection, ledger, models } = services;
  const { User, Task, UserTask, StorePurchase } = models;
  const userOf = (h: unknown) => new Types.ObjectId(String(h));
  const record = (
    session: Parameters<typeof ledger.post>[0],
    type: 'reward_claimed' | 'task_completed' | 'purchase',
    userId: Types.ObjectId,
  ) => services.activityLog.record(session, { type, description: 'bench', userId, username: null });

  limit.post('/claim-ok', async (req) => {
    const userId = userOf(req.headers['x-user']);
    const now = new Date();
    // The route's one read of the user (its authentication); the transaction does not read it again.
    await User.findOne({ _id: userId, deletedAt: null }).lean().exec();
    await inTransaction(connection, async (session) => {
      await ledger.post(session, {
        userId,
        amount: 25_000,
        kind: 'periodic_reward',
        key: `limit-reward:${userId.toHexString()}:${now.toISOString()}`,
        description: 'Periodic reward (level 1)',
        userFilter: {
          $or: [
            { lastRewardClaimAt: null },
            { lastRewardClaimAt: trusted({ $lte: new Date(now.getTime() - 3_600_000) }) },
          ],
        },
        userUpdate: { $set: { lastRewardClaimAt: now, dayStreak: 1, lastStreakDay: utcDay(now) } },
      });
      await record(session, 'reward_claimed', userId);
    });
    return { ok: true };
  });

  limit.post('/watch', async (req) => {
    const userId = userOf(req.headers['x-user']);
    const video = findVideo('v1');
    if (!video) throw new Error('no video v1');
    // The route's sign-in read of the user is the report's basis (its clock is on the user).
    const seen = await User.findOne({ _id: userId, deletedAt: null }).lean().exec();
    if (!seen) throw new Error('no user');
    await inTransaction(connection, async (session) => {
      const now = new Date();
      const state = seen.videoWatch;
      if (!state) {
        const clock = { version: 0, anchorAt: now, day: utcDay(now), creditedToday: 0, totalSeconds: 0 };
        await User.updateOne({ _id: userId, videoWatch: null }, { $set: { videoWatch: clock } }, { session });
        return;
      }
      const credit = creditWatch({
        claimedSeconds: 30,
        anchorMs: state.anchorAt.getTime(),
        nowMs: now.getTime(),
        durationSeconds: video.duration,
        creditedTodaySeconds: 0,
      });
      if (credit.milli === 0) return;
      const version = state.version + 1;
      await ledger.post(session, {
        userId,
        amount: credit.milli,
        kind: 'video_watch',
        key: `limit-watch:${userId.toHexString()}:${version}`,
        description: `Watched "${video.title}"`,
        userFilter: { 'videoWatch.version': state.version },
        userUpdate: {
          $set: {
            videoWatch: { ...state, version, anchorAt: new Date(credit.nextAnchorMs), day: utcDay(now) },
          },
        },
        fromBasis: true,
      });
    }).catch((err: unknown) => {
      // Another report of the same user moved the clock first: ours re-reads and retries, here it is dropped.
      if (!(err instanceof BasisChanged)) throw err;
    });
    return { ok: true };
  });

  limit.post('/complete', async (req) => {
    const userId = userOf(req.headers['x-user']);
    const taskId = new Types.ObjectId(String(req.headers['x-task']));
    await inTransaction(connection, async (session) => {
      const now = new Date();
      const task = await Task.findOne({ _id: taskId, deletedAt: null, isActive: true })
        .session(session)
        .lean()
        .exec();
      if (!task) throw new Error('no task');
      const periodKey = utcDay(now);
      await UserTask.findOne({ userId, taskId, periodKey }).session(session).lean().exec();
      await User.findById(userId).session(session).lean().exec();
      const amount = task.reward * 1000;
      await UserTask.create(
        [{ userId, taskId, periodKey, status: 'completed', completedAt: now, rewardPaid: amount }],
        {
          session,
        },
      );
      await ledger.post(session, {
        userId,
        amount,
        kind: 'task_reward',
        key: `limit-task:${userId.toHexString()}:${taskId.toHexString()}:${periodKey}`,
        description: `Task: ${task.title}`,
        userUpdate: { $inc: { tasksDone: 1 } },
        counters: { tasksCompleted: 1 },
      });
      await record(session, 'task_completed', userId);
    });
    return { ok: true };
  });

  limit.post('/buy', async (req) => {
    const userId = userOf(req.headers['x-user']);
    const seen = await User.findOne({ _id: userId, deletedAt: null }).lean().exec();
    const seq = (await StorePurchase.countDocuments({ userId, itemId: 'token-booster' }).exec()) + 1;
    const until = seen?.perks?.boosterUntil ?? null;
    await inTransaction(connection, async (session) => {
      const now = new Date();
      const newUntil = new Date(Math.max(until?.getTime() ?? 0, now.getTime()) + 86_400_000);
      await ledger.post(session, {
        userId,
        amount: -1_000_000,
        kind: 'store_purchase',
        key: `limit-store:${userId.toHexString()}:token-booster:${seq}`,
        description: 'Bought Token Booster',
        userFilter: { 'perks.boosterUntil': until },
        userUpdate: { $set: { 'perks.boosterUntil': newUntil } },
      });
      await StorePurchase.create(
        [{ userId, itemId: 'token-booster', seq, price: 1_000_000, at: now, activeUntil: newUntil }],
        { session },
      );
      await record(session, 'purchase', userId);
    });
    return { ok: true };
  });
}
