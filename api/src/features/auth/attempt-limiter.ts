import { createHash } from 'node:crypto';
import { trusted } from 'mongoose';
import type { Clock } from '../../lib/clock.ts';
import { isDuplicateKey } from '../../lib/errors.ts';
import type { AuthAttemptModel } from '../../models/auth-attempt.ts';

export interface AttemptVerdict {
  allowed: boolean;
  /** Until the window ends (0 when allowed). */
  retryAfterMs: number;
}

/**
 * Counts attempts per key in a window that opens with the first attempt (e.g. 5 logins per email per
 * 15 minutes). Keys are hashed: the collection never holds an email address.
 */
export function createAttemptLimiter({
  AuthAttempt,
  clock,
}: {
  AuthAttempt: AuthAttemptModel;
  clock: Clock;
}) {
  const keyOf = (scope: string, subject: string) =>
    `${scope}:${createHash('sha256').update(subject).digest('hex')}`;

  async function hit(
    scope: string,
    subject: string,
    limit: number,
    windowMs: number,
  ): Promise<AttemptVerdict> {
    const key = keyOf(scope, subject);
    const now = clock.now();
    // A finished window is removed first, so the upsert below opens a new one.
    await AuthAttempt.deleteOne({ key, resetAt: trusted({ $lte: now }) }).exec();
    for (let attempt = 0; ; attempt++) {
      try {
        const doc = await AuthAttempt.findOneAndUpdate(
          { key },
          { $inc: { count: 1 }, $setOnInsert: { resetAt: new Date(now.getTime() + windowMs) } },
          { upsert: true, returnDocument: 'after' },
        )
          .lean()
          .exec();
        if (!doc) throw new Error('attempt upsert returned nothing');
        const allowed = doc.count <= limit;
        return { allowed, retryAfterMs: allowed ? 0 : Math.max(0, doc.resetAt.getTime() - now.getTime()) };
      } catch (err) {
        // Two first attempts at once: one insert wins, the other increments on retry.
        if (attempt < 2 && isDuplicateKey(err)) continue;
        throw err;
      }
    }
  }

  /**
   * Takes one of `limit` places of a window atomically: the limit sits in the update's filter, so
   * however many calls race, at most `limit` succeed per window (check-then-record let all through).
   * A refused call changes nothing; `release` gives a place back.
   */
  async function reserve(
    scope: string,
    subject: string,
    limit: number,
    windowMs: number,
  ): Promise<AttemptVerdict> {
    const key = keyOf(scope, subject);
    const now = clock.now();
    const live = { resetAt: trusted({ $gt: now }) };
    for (let round = 0; round < 4; round++) {
      const taken = await AuthAttempt.findOneAndUpdate(
        { key, count: trusted({ $lt: limit }), ...live },
        { $inc: { count: 1 } },
        { returnDocument: 'after' },
      )
        .lean()
        .exec();
      if (taken) return { allowed: true, retryAfterMs: 0 };
      const current = await AuthAttempt.findOne({ key }).lean().exec();
      if (current && current.resetAt.getTime() > now.getTime()) {
        return { allowed: false, retryAfterMs: current.resetAt.getTime() - now.getTime() };
      }
      // No window, or a finished one: open a new one (two racing openers: one insert wins, the
      // other takes a place in it on the next round).
      if (current) await AuthAttempt.deleteOne({ key, resetAt: trusted({ $lte: now }) }).exec();
      try {
        await AuthAttempt.create({ key, count: 1, resetAt: new Date(now.getTime() + windowMs) });
        return { allowed: true, retryAfterMs: 0 };
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
      }
    }
    // Still contended after a few rounds: refusing is the safe side of a limit.
    return { allowed: false, retryAfterMs: 1000 };
  }

  /** Gives back a place `reserve` took (an attempt that turned out to be legitimate). */
  async function release(scope: string, subject: string): Promise<void> {
    await AuthAttempt.updateOne(
      { key: keyOf(scope, subject), count: trusted({ $gt: 0 }) },
      { $inc: { count: -1 } },
    ).exec();
  }

  /** Forgets the attempts of a key (after a successful sign-in). */
  async function reset(scope: string, subject: string): Promise<void> {
    await AuthAttempt.deleteOne({ key: keyOf(scope, subject) }).exec();
  }

  return { hit, reserve, release, reset };
}
export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;
