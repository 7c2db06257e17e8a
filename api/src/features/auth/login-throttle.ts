import { createHash } from 'node:crypto';
import { trusted } from 'mongoose';
import type { Clock } from '../../lib/clock.ts';
import { isDuplicateKey, tooManyRequests } from '../../lib/errors.ts';
import type { AuthAttemptModel } from '../../models/auth-attempt.ts';
import type { AttemptLimiter } from './attempt-limiter.ts';

/**
 * Email sign-in throttling without a lockout a stranger could trigger:
 * - per IP: at most 10 password evaluations per 15 minutes, reserved atomically BEFORE the password
 *   is checked (so 30 parallel guesses evaluate 10); a successful sign-in gives its place back;
 * - per (email, IP): 5 free failures, then growing delays (1 s, 2 s, 4 s ... up to 15 min);
 * - per email from every IP: a ceiling far above what an owner ever reaches (100 an hour), reserved
 *   the same way; a device that signed in to the account before (its signed device cookie) is
 *   exempt, and a password reset clears it.
 * So wrong passwords from somewhere else never keep the owner out of their account.
 */
export const LOGIN_THROTTLE = {
  freeFailures: 5,
  baseDelayMs: 1000,
  maxDelayMs: 15 * 60 * 1000,
  windowMs: 60 * 60 * 1000,
  emailCeiling: 100,
  ipEvaluations: 10,
  ipWindowMs: 15 * 60 * 1000,
} as const;

export function delayAfter(failures: number): number {
  const over = failures - LOGIN_THROTTLE.freeFailures;
  if (over <= 0) return 0;
  return Math.min(LOGIN_THROTTLE.baseDelayMs * 2 ** (over - 1), LOGIN_THROTTLE.maxDelayMs);
}

const secondsOf = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
const seconds = (ms: number) => {
  const n = secondsOf(ms);
  return `${n} second${n === 1 ? '' : 's'}`;
};
/** A 429 whose wait clients can word in the user's language (the contract's error reasons). */
const throttled = (message: string, waitMs: number) =>
  tooManyRequests(message).because({ reason: 'rate-limited', params: { seconds: secondsOf(waitMs) } });

/** A reserved sign-in attempt: settle it once the password was checked. */
export interface LoginAttempt {
  settle(success: boolean): Promise<void>;
}

export function createLoginThrottle({
  AuthAttempt,
  clock,
  limiter,
}: {
  AuthAttempt: AuthAttemptModel;
  clock: Clock;
  limiter: AttemptLimiter;
}) {
  const keyOf = (scope: string, subject: string) =>
    `${scope}:${createHash('sha256').update(subject).digest('hex')}`;
  const pairKey = (email: string, ip: string) => keyOf('login-pair', `${email}\n${ip}`);

  /** The wait left for this (email, IP) pair after its failures, in ms (0 = none). */
  async function pairWait(email: string, ip: string): Promise<number> {
    const now = clock.now().getTime();
    const doc = await AuthAttempt.findOne({ key: pairKey(email, ip) })
      .lean()
      .exec();
    if (!doc || doc.resetAt.getTime() <= now || !doc.nextAt) return 0;
    return Math.max(0, doc.nextAt.getTime() - now);
  }

  /**
   * Reserves one attempt before the password is checked, or throws 429. `trustedDevice`: the
   * request carries the device cookie of this account, so the per-email ceiling does not apply.
   */
  async function begin(email: string, ip: string, opts: { trustedDevice: boolean }): Promise<LoginAttempt> {
    const { ipEvaluations, ipWindowMs, emailCeiling, windowMs } = LOGIN_THROTTLE;
    const byIp = await limiter.reserve('login-ip', ip, ipEvaluations, ipWindowMs);
    if (!byIp.allowed) {
      throw throttled(
        `Too many sign-in attempts from your network. Please try again in ${seconds(byIp.retryAfterMs)}.`,
        byIp.retryAfterMs,
      );
    }
    const wait = await pairWait(email, ip);
    if (wait > 0) {
      await limiter.release('login-ip', ip);
      throw throttled(`Too many sign-in attempts. Please try again in ${seconds(wait)}.`, wait);
    }
    const countsForEmail = !opts.trustedDevice;
    if (countsForEmail) {
      const byEmail = await limiter.reserve('login-email', email, emailCeiling, windowMs);
      if (!byEmail.allowed) {
        await limiter.release('login-ip', ip);
        throw throttled(
          `Too many sign-in attempts for this email. Please try again in ${seconds(byEmail.retryAfterMs)}.`,
          byEmail.retryAfterMs,
        );
      }
    }
    let settled = false;
    return {
      async settle(success) {
        if (settled) return;
        settled = true;
        if (success) {
          // A legitimate sign-in spends no budget; its pair's failures are forgotten.
          await limiter.release('login-ip', ip);
          if (countsForEmail) await limiter.release('login-email', email);
          await AuthAttempt.deleteOne({ key: pairKey(email, ip) }).exec();
        } else {
          await bumpPair(pairKey(email, ip), clock.now());
        }
      },
    };
  }

  async function bumpPair(key: string, now: Date) {
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
        if (doc) {
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

  /** After a password reset every limit of the email ends. */
  async function clear(email: string): Promise<void> {
    await limiter.reset('login-email', email);
  }

  return { begin, clear };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
