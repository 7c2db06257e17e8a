/**
 * Notifications outbox: what the bot owes users, produced once per event, sent by any number of bot
 * instances without duplicates.
 *
 *   collectDue(now?)          -> { created }  Finds users whose periodic reward is claimable now (reward
 *                                alerts on, Telegram id known) and records one `reward_ready` per claim
 *                                window (key `reward-ready:<userId>:<last claim ISO | first>`). Any
 *                                number of instances may run it: keys are unique, writes are upserts.
 *   enqueue(session, n)       -> event-time notifications (referral completed, bonus received), in the
 *                                caller's transaction so they exist exactly when the event does.
 *   claimNext(workerId)       -> the oldest pending notification, atomically moved to `sending` for this
 *                                worker (findOneAndUpdate), or null. A `sending` one whose worker went
 *                                silent for LOCK_MS is taken over. A reward alert whose reward was
 *                                claimed meanwhile becomes `obsolete` and is skipped.
 *   claimBatch(workerId, n)   -> up to n of them.
 *   markSent(id) / markFailed(id, error)  failed ones go back to pending until MAX_ATTEMPTS.
 *   markSkipped(id, reason)   -> `obsolete`: the user cannot be reached, so it is never retried.
 *   postpone(workerId, ids)   -> back to pending, the attempt not counted: Telegram's flood control
 *                                (or a stopping worker) is no failure of the notification.
 */
import { fromMilli } from '@cum/shared/domain/money';
import { claimCutoff, periodicRewardMilli } from '@cum/shared/domain/rewards';
import { type ClientSession, type Types, trusted } from 'mongoose';
import type { Clock } from '../../lib/clock.ts';
import { isDuplicateKey } from '../../lib/errors.ts';
import type { NotificationRecord, notificationTypes } from '../../models/notification.ts';
import type { Models } from '../../models/registry.ts';
import type { UserRecord } from '../../models/user.ts';

export const LOCK_MS = 5 * 60_000;
export const MAX_ATTEMPTS = 5;
const BATCH = 500;

type NotificationType = (typeof notificationTypes)[number];

export interface NotificationsDeps {
  models: Pick<Models, 'User' | 'Notification'>;
  clock: Clock;
  intervalMinutes: number;
}

export function createNotificationsService(deps: NotificationsDeps) {
  const { models, clock, intervalMinutes } = deps;
  const { User, Notification } = models;

  const insertOp = (n: {
    key: string;
    type: NotificationType;
    userId: Types.ObjectId;
    telegramId: number;
    text: string;
    payload?: Record<string, unknown> | null;
  }) => ({
    updateOne: {
      filter: { key: n.key },
      update: { $setOnInsert: { ...n, payload: n.payload ?? null, status: 'pending', attempts: 0 } },
      upsert: true,
    },
  });

  async function collectDue(now: Date = clock.now()) {
    const cutoff = claimCutoff(intervalMinutes, now);
    const cursor = User.find(
      {
        telegramId: trusted({ $ne: null }),
        deletedAt: null,
        'settings.rewardAlerts': trusted({ $ne: false }),
        $or: [{ lastRewardClaimAt: null }, { lastRewardClaimAt: trusted({ $lte: cutoff }) }],
      },
      { telegramId: 1, lastRewardClaimAt: 1, rewardUpgradeLevel: 1 },
    )
      .lean<Pick<UserRecord, '_id' | 'telegramId' | 'lastRewardClaimAt' | 'rewardUpgradeLevel'>>()
      .cursor();
    let created = 0;
    let ops: ReturnType<typeof insertOp>[] = [];
    const flush = async () => {
      if (ops.length === 0) return;
      const batch = ops;
      ops = [];
      try {
        created += (await Notification.bulkWrite(batch, { ordered: false })).upsertedCount;
      } catch (err) {
        // Another collector inserted some of the same keys at the same moment: those already exist.
        if (!isDuplicateKey(err)) throw err;
        created += (err as { result?: { upsertedCount?: number } }).result?.upsertedCount ?? 0;
      }
    };
    for await (const u of cursor) {
      if (u.telegramId == null) continue;
      const amount = fromMilli(periodicRewardMilli(u.rewardUpgradeLevel));
      const window = u.lastRewardClaimAt ? u.lastRewardClaimAt.toISOString() : 'first';
      ops.push(
        insertOp({
          key: `reward-ready:${u._id.toHexString()}:${window}`,
          type: 'reward_ready',
          userId: u._id,
          telegramId: u.telegramId,
          text: `Your ${amount} $CUM reward is ready. Open the app to claim it!`,
          payload: { amount, lastClaimAt: u.lastRewardClaimAt ? u.lastRewardClaimAt.toISOString() : null },
        }),
      );
      if (ops.length >= BATCH) await flush();
    }
    await flush();
    return { created };
  }

  /** Records an event's notification in the caller's transaction; users without Telegram are skipped. */
  async function enqueue(
    session: ClientSession | null,
    n: {
      key: string;
      type: NotificationType;
      userId: Types.ObjectId;
      telegramId: number | null | undefined;
      text: string;
      payload?: Record<string, unknown>;
    },
  ) {
    if (n.telegramId == null) return;
    await Notification.bulkWrite([insertOp({ ...n, telegramId: n.telegramId })], {
      session: session ?? undefined,
    });
  }

  async function takeOne(workerId: string) {
    const now = clock.now();
    return Notification.findOneAndUpdate(
      {
        attempts: trusted({ $lt: MAX_ATTEMPTS }),
        $or: [
          { status: 'pending' },
          { status: 'sending', lockedAt: trusted({ $lte: new Date(now.getTime() - LOCK_MS) }) },
        ],
      },
      { $set: { status: 'sending', lockedBy: workerId, lockedAt: now }, $inc: { attempts: 1 } },
      { sort: { createdAt: 1, _id: 1 }, returnDocument: 'after', lean: true },
    ).exec() as Promise<NotificationRecord | null>;
  }

  /** A reward alert is obsolete once the user claimed after it was produced. */
  async function isObsolete(n: NotificationRecord) {
    if (n.type !== 'reward_ready') return false;
    const last = (n.payload as { lastClaimAt?: string | null } | null)?.lastClaimAt ?? null;
    const user = await User.findById(n.userId, { lastRewardClaimAt: 1, deletedAt: 1 }).lean().exec();
    if (!user || user.deletedAt) return true;
    return (user.lastRewardClaimAt ? user.lastRewardClaimAt.toISOString() : null) !== last;
  }

  async function claimNext(workerId: string): Promise<NotificationRecord | null> {
    for (;;) {
      const n = await takeOne(workerId);
      if (!n) return null;
      if (!(await isObsolete(n))) return n;
      await Notification.updateOne(
        { _id: n._id, lockedBy: workerId },
        { $set: { status: 'obsolete' } },
      ).exec();
    }
  }

  async function claimBatch(workerId: string, max: number) {
    const out: NotificationRecord[] = [];
    while (out.length < max) {
      const n = await claimNext(workerId);
      if (!n) break;
      out.push(n);
    }
    return out;
  }

  async function markSent(id: Types.ObjectId) {
    await Notification.updateOne(
      { _id: id, status: 'sending' },
      { $set: { status: 'sent', sentAt: clock.now() } },
    ).exec();
  }

  async function markFailed(id: Types.ObjectId, error: string) {
    const n = await Notification.findById(id).lean().exec();
    if (n?.status !== 'sending') return;
    const status = n.attempts >= MAX_ATTEMPTS ? 'failed' : 'pending';
    await Notification.updateOne(
      { _id: id, status: 'sending' },
      { $set: { status, lastError: error.slice(0, 500), lockedBy: null, lockedAt: null } },
    ).exec();
  }

  /** Not sent and never retried: the user cannot be reached (blocked the bot, no write access). */
  async function markSkipped(id: Types.ObjectId, reason: string) {
    await Notification.updateOne(
      { _id: id, status: 'sending' },
      { $set: { status: 'obsolete', lastError: reason.slice(0, 500), lockedBy: null, lockedAt: null } },
    ).exec();
  }

  async function postpone(workerId: string, ids: Types.ObjectId[]) {
    if (ids.length === 0) return;
    await Notification.updateMany(
      { _id: trusted({ $in: ids }), status: 'sending', lockedBy: workerId },
      { $set: { status: 'pending', lockedBy: null, lockedAt: null }, $inc: { attempts: -1 } },
    ).exec();
  }

  return { collectDue, enqueue, claimNext, claimBatch, markSent, markFailed, markSkipped, postpone };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
