import { type Types, trusted } from 'mongoose';
import type { Clock } from '../../lib/clock.ts';
import type { BroadcastRecord } from '../../models/broadcast.ts';
import type { Models } from '../../models/registry.ts';
import type { UserRecord } from '../../models/user.ts';

/** A worker that stops renewing its lock for this long is presumed dead; another one resumes. */
export const BROADCAST_LOCK_MS = 60_000;

export type DeliveryOutcome = 'sent' | 'blocked' | 'failed';
export interface Recipient {
  userId: Types.ObjectId;
  telegramId: number;
}

/**
 * The state of admin broadcasts, kept in the database so a restart resumes where it stopped.
 * Recipients (live users with a Telegram id) are walked in _id order: `begin` records the one about
 * to be sent (`inFlight`), `record` moves the cursor past it. A worker that dies between the two
 * leaves `inFlight` set; the next one counts it `unconfirmed` (not sent: Telegram never said it
 * accepted it) rather than sending it twice.
 */
export function createBroadcasts(deps: { models: Pick<Models, 'Broadcast' | 'User'>; clock: Clock }) {
  const { models, clock } = deps;
  const { Broadcast, User } = models;
  const lean = (q: { lean<T>(): { exec(): Promise<T> } }) => q.lean<BroadcastRecord | null>().exec();

  async function createDraft(input: {
    text: string;
    createdBy: Types.ObjectId;
    chatId: number;
    sourceChatId?: number | null;
    sourceMessageId?: number | null;
  }) {
    const [doc] = await Broadcast.create([{ ...input, status: 'draft' }]);
    return doc!.toObject() as BroadcastRecord;
  }

  const get = (id: Types.ObjectId | string) => lean(Broadcast.findById(id));

  /** Draft -> sending, once (a second tap on Send finds it no longer a draft and gets null). */
  const confirm = (id: Types.ObjectId | string) =>
    lean(
      Broadcast.findOneAndUpdate(
        { _id: id, status: 'draft' },
        { $set: { status: 'sending', startedAt: clock.now() } },
        { returnDocument: 'after' },
      ),
    );

  const cancel = (id: Types.ObjectId | string) =>
    lean(
      Broadcast.findOneAndUpdate(
        { _id: id, status: 'draft' },
        { $set: { status: 'cancelled', finishedAt: clock.now() } },
        { returnDocument: 'after' },
      ),
    );

  /**
   * Stop while sending: no recipient is started after this (begin and claim want 'sending'); the
   * one in flight is still recorded by its worker, so the counts stay what Telegram accepted.
   */
  const stop = (id: Types.ObjectId | string) =>
    lean(
      Broadcast.findOneAndUpdate(
        { _id: id, status: 'sending' },
        { $set: { status: 'stopped', finishedAt: clock.now() } },
        { returnDocument: 'after' },
      ),
    );

  /** The oldest sending broadcast nobody (alive) works on, locked for `workerId`; or null. */
  async function claim(workerId: string) {
    const now = clock.now();
    const stale = new Date(now.getTime() - BROADCAST_LOCK_MS);
    return lean(
      Broadcast.findOneAndUpdate(
        {
          status: 'sending',
          $or: [{ lockedBy: null }, { lockedBy: workerId }, { lockedAt: trusted({ $lte: stale }) }],
        },
        { $set: { lockedBy: workerId, lockedAt: now } },
        { sort: { createdAt: 1 }, returnDocument: 'after' },
      ),
    );
  }

  /** Renews the lock; false when another worker took the broadcast over (stop sending then). */
  async function heartbeat(id: Types.ObjectId, workerId: string) {
    const res = await Broadcast.updateOne(
      { _id: id, lockedBy: workerId, status: 'sending' },
      { $set: { lockedAt: clock.now() } },
    ).exec();
    return res.matchedCount === 1;
  }

  /** A dead worker's in-flight recipient may have got the message: never resend it, nor call it sent. */
  async function settleInFlight(b: BroadcastRecord, workerId: string) {
    if (!b.inFlight) return b;
    const after = await lean(
      Broadcast.findOneAndUpdate(
        { _id: b._id, lockedBy: workerId, inFlight: b.inFlight },
        { $set: { cursor: b.inFlight, inFlight: null }, $inc: { unconfirmed: 1 } },
        { returnDocument: 'after' },
      ),
    );
    return after ?? b;
  }

  async function nextRecipients(b: BroadcastRecord, limit: number): Promise<Recipient[]> {
    const filter: Record<string, unknown> = { deletedAt: null, telegramId: trusted({ $ne: null }) };
    if (b.cursor) filter._id = trusted({ $gt: b.cursor });
    const rows = await User.find(filter, { telegramId: 1 })
      .sort({ _id: 1 })
      .limit(limit)
      .lean<Pick<UserRecord, '_id' | 'telegramId'>[]>()
      .exec();
    return rows.map((r) => ({ userId: r._id, telegramId: r.telegramId as number }));
  }

  /** Marks `userId` as being sent; false when this worker lost the broadcast. */
  async function begin(id: Types.ObjectId, workerId: string, userId: Types.ObjectId) {
    const res = await Broadcast.updateOne(
      { _id: id, lockedBy: workerId, status: 'sending', inFlight: null },
      { $set: { inFlight: userId } },
    ).exec();
    return res.matchedCount === 1;
  }

  async function record(
    id: Types.ObjectId,
    workerId: string,
    userId: Types.ObjectId,
    outcome: DeliveryOutcome,
  ) {
    const after = await lean(
      Broadcast.findOneAndUpdate(
        { _id: id, lockedBy: workerId, inFlight: userId },
        { $set: { cursor: userId, inFlight: null }, $inc: { [outcome]: 1 } },
        { returnDocument: 'after' },
      ),
    );
    return after;
  }

  /** Telegram refused `userId` for now (flood control): not in flight any more, the cursor stays. */
  async function retryLater(id: Types.ObjectId, workerId: string, userId: Types.ObjectId) {
    const res = await Broadcast.updateOne(
      { _id: id, lockedBy: workerId, inFlight: userId },
      { $set: { inFlight: null } },
    ).exec();
    return res.matchedCount === 1;
  }

  const finish = (id: Types.ObjectId, workerId: string) =>
    lean(
      Broadcast.findOneAndUpdate(
        { _id: id, lockedBy: workerId, status: 'sending' },
        { $set: { status: 'done', finishedAt: clock.now(), lockedBy: null, lockedAt: null } },
        { returnDocument: 'after' },
      ),
    );

  /** A worker that stops cleanly hands the broadcast back at once instead of after the lock expires. */
  async function release(id: Types.ObjectId, workerId: string) {
    await Broadcast.updateOne(
      { _id: id, lockedBy: workerId },
      { $set: { lockedBy: null, lockedAt: null } },
    ).exec();
  }

  async function setProgressMessage(id: Types.ObjectId, messageId: number) {
    await Broadcast.updateOne({ _id: id }, { $set: { progressMessageId: messageId } }).exec();
  }

  /** How many users a broadcast reaches at most (the preview's figure). */
  const audienceSize = () =>
    User.countDocuments({ deletedAt: null, telegramId: trusted({ $ne: null }) }).exec();

  return {
    createDraft,
    get,
    confirm,
    cancel,
    stop,
    claim,
    heartbeat,
    settleInFlight,
    nextRecipients,
    begin,
    record,
    retryLater,
    finish,
    release,
    setProgressMessage,
    audienceSize,
  };
}
export type Broadcasts = ReturnType<typeof createBroadcasts>;
