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

  /** Forgets the attempts of a key (after a successful sign-in). */
  async function reset(scope: string, subject: string): Promise<void> {
    await AuthAttempt.deleteOne({ key: keyOf(scope, subject) }).exec();
  }

  return { hit, reset };
}
export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;
