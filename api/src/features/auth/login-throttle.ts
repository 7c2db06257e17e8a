import { createHash } from 'node:crypto';
import { trusted } from 'mongoose';
import type { Clock } from '../../lib/clock.ts';
import { isDuplicateKey, tooManyRequests } from '../../lib/errors.ts';
import type { AuthAttemptModel } from '../../models/auth-attempt.ts';

/**
 * Email sign-in throttling without a lockout a stranger could trigger:
 * - per (email, IP): 5 free failures, then growing delays (1 s, 2 s, 4 s ... up to 15 min);
 * - per email from every IP: a ceiling far above what an owner ever reaches (100 failures an hour);
 * - per IP: the route's own rate limit (routes.ts).
 * So five wrong passwords from somewhere else never keep the owner out of their account.
 */
export const LOGIN_THROTTLE = {
  freeFailures: 5,
  baseDelayMs: 1000,
  maxDelayMs: 15 * 60 * 1000,
  windowMs: 60 * 60 * 1000,
  emailCeiling: 100,
} as const;

export function delayAfter(failures: number): number {
  const over = failures - LOGIN_THROTTLE.freeFailures;
  if (over <= 0) return 0;
  return Math.min(LOGIN_THROTTLE.baseDelayMs * 2 ** (over - 1), LOGIN_THROTTLE.maxDelayMs);
}

const seconds = (ms: number) => {
  const n = Math.max(1, Math.ceil(ms / 1000));
  return `${n} second${n === 1 ? '' : 's'}`;
};

export function createLoginThrottle({ AuthAttempt, clock }: { AuthAttempt: AuthAttemptModel; clock: Clock }) {
  const keyOf = (scope: string, subject: string) =>
    `${scope}:${createHash('sha256').update(subject).digest('hex')}`;
  const pairKey = (email: string, ip: string) => keyOf('login-pair', `${email}\n${ip}`);
  const emailKey = (email: string) => keyOf('login-email', email);

  /** Throws 429 while this (email, IP) waits out its delay or the email is over its ceiling. */
  async function check(email: string, ip: string): Promise<void> {
    const now = clock.now().getTime();
    const docs = await AuthAttempt.find({ key: trusted({ $in: [pairKey(email, ip), emailKey(email)] }) })
      .lean()
      .exec();
    for (const doc of docs) {
      if (doc.resetAt.getTime() <= now) continue;
      if (doc.key === emailKey(email) && doc.count >= LOGIN_THROTTLE.emailCeiling) {
        throw tooManyRequests(
          `Too many sign-in attempts for this email. Please try again in ${seconds(doc.resetAt.getTime() - now)}.`,
        );
      }
      const wait = doc.nextAt ? doc.nextAt.getTime() - now : 0;
      if (doc.key === pairKey(email, ip) && wait > 0) {
        throw tooManyRequests(`Too many sign-in attempts. Please try again in ${seconds(wait)}.`);
      }
    }
  }

  async function bump(key: string, now: Date, withDelay: boolean) {
    await AuthAttempt.deleteOne({ key, resetAt: trusted({ $lte: now }) }).exec();
    for (let attempt = 0; ; attempt++) {
      try {
        const doc = await AuthAttempt.findOneAndUpdate(
          { key },
          {
            $inc: { count: 1 },
            $setOnInsert: { resetAt: new Date(now.getTime() + LOGIN_THROTTLE.windowMs) },
          },
          { upsert: true, returnDocument: 'after' },
        )
          .lean()
          .exec();
        if (doc && withDelay) {
          const delay = delayAfter(doc.count);
          await AuthAttempt.updateOne(
            { _id: doc._id },
            { $set: { nextAt: delay ? new Date(now.getTime() + delay) : null } },
          ).exec();
        }
        return;
      } catch (err) {
        if (attempt < 2 && isDuplicateKey(err)) continue;
        throw err;
      }
    }
  }

  /** Records a failed sign-in (unknown email or wrong password alike). */
  async function fail(email: string, ip: string): Promise<void> {
    const now = clock.now();
    await bump(pairKey(email, ip), now, true);
    await bump(emailKey(email), now, false);
  }

  /** A successful sign-in forgets this IP's failures for the email. */
  async function succeed(email: string, ip: string): Promise<void> {
    await AuthAttempt.deleteOne({ key: pairKey(email, ip) }).exec();
  }

  /** After a password reset every delay for the email ends. */
  async function clear(email: string): Promise<void> {
    await AuthAttempt.deleteOne({ key: emailKey(email) }).exec();
  }

  return { check, fail, succeed, clear };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
