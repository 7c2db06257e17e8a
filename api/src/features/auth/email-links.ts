import type { Language } from '@cum/shared/domain/languages';
import { type Types, trusted } from 'mongoose';
import type { AfterAnswer } from '../../lib/after-answer.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, conflict, duplicateKeyField, unauthorized } from '../../lib/errors.ts';
import type { EmailTokenModel } from '../../models/email-token.ts';
import { searchKeysOf, type UserModel, type UserRecord } from '../../models/user.ts';
import { type Mailer, mailLanguageOf, sendInBackground, sendLogged } from '../mail/service.ts';
import type { AttemptLimiter } from './attempt-limiter.ts';
import { createEmailChange } from './email-change.ts';
import { emailInUseMail, resetMail, verificationMail } from './email-mails.ts';
import { badLink, createEmailTokens } from './email-tokens.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { assertStrongPassword } from './password-strength.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { hashToken } from './session-service.ts';

export const FORGOT_MESSAGE =
  'Check your inbox: if an account uses this email, we sent it a link to choose a new password.';
const FORGOT_PER_EMAIL = { max: 3, windowMs: 15 * 60 * 1000 };

interface Log {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * The mailed links: email verification (after registration or a change of email) and password reset.
 * Random 32-byte tokens, only their hash stored, single-use, 24 hours.
 */
export function createEmailLinks(deps: {
  User: UserModel;
  EmailToken: EmailTokenModel;
  /** Ends every session of a user on every instance (the session service's destroyAllFor). */
  endSessions: (userId: Types.ObjectId) => Promise<void>;
  limiter: AttemptLimiter;
  throttle: LoginThrottle;
  after: AfterAnswer;
  mailer: Mailer;
  clock: Clock;
  publicUrl: string;
  /** Called once an email is verified (a waiting referral may now be paid). */
  onVerified?: (userId: Types.ObjectId) => Promise<void>;
  log?: Log;
}) {
  const { User, EmailToken, endSessions, limiter, throttle, after, mailer, clock, publicUrl, log } = deps;
  const { issue, consume, isTokenShaped } = createEmailTokens({ EmailToken, clock });
  const change = createEmailChange({ ...deps, tokens: { issue, consume } });

  async function sendVerification(
    userId: Types.ObjectId,
    email: string,
    opts: {
      change: boolean;
      passwordHash?: string | null;
      waitForMail?: boolean;
      /** The account's language (mailLanguageOf); English for a brand-new account. */
      language?: Language;
    },
  ) {
    const token = await issue(userId, 'verify', email, opts.passwordHash ?? null);
    const link = `${publicUrl}/verify-email?token=${token}`;
    const sending = sendLogged(mailer, verificationMail(email, link, opts.change, opts.language), log);
    // Work after the answer (registration) waits for its mail, so it is done when it says so.
    if (opts.waitForMail) await sending;
  }

  /**
   * Confirms the address of a verification link; it becomes the account's (verified) email. When it
   * replaces a verified address, that address is told (with an undo link) and every session of the
   * account ends: `signedOut` names the account, so the route can sign in again the browser that
   * confirmed, if it was signed in to that account (routes.ts).
   */
  async function verify(
    token: string,
  ): Promise<{ message: string; email: string; signedOut: Types.ObjectId | null }> {
    const link = await consume(token, 'verify');
    const user = await User.findOne({ _id: link.userId, deletedAt: null }).lean().exec();
    if (!user) throw badLink();
    const set: Record<string, unknown> = {
      email: link.email,
      emailVerifiedAt: clock.now(),
      searchKeys: searchKeysOf({ ...user, email: link.email }),
    };
    if (link.passwordHash && !user.passwordHash) set.passwordHash = link.passwordHash;
    try {
      await User.updateOne({ _id: user._id, deletedAt: null }, { $set: set }).exec();
    } catch (err) {
      if (duplicateKeyField(err) === 'email') {
        throw conflict('This email now belongs to another account, so it cannot be added to yours.').because({
          reason: 'email-taken',
          params: {},
        });
      }
      throw err;
    }
    await deps.onVerified?.(user._id);
    const previous = user.email && user.emailVerifiedAt && user.email !== link.email ? user.email : null;
    if (!previous) return { message: 'Your email is confirmed.', email: link.email, signedOut: null };
    await change.changed(user._id, previous);
    return {
      message: 'Your email is changed; your other devices were signed out.',
      email: link.email,
      signedOut: user._id,
    };
  }

  /**
   * Always the same answer after the same work; whether an account uses the email is looked up after
   * the answer (after-answer.ts), which then mails a reset link.
   */
  async function forgot(
    email: string,
    opts: { answered?: Promise<void> } = {},
  ): Promise<{ message: string }> {
    const verdict = await limiter.hit('forgot', email, FORGOT_PER_EMAIL.max, FORGOT_PER_EMAIL.windowMs);
    if (!verdict.allowed) return { message: FORGOT_MESSAGE };
    after.run(
      `forgot:${email}`,
      async () => {
        const user = await User.findOne({ email, deletedAt: null }).lean().exec();
        if (!user) return;
        const token = await issue(user._id, 'reset', email);
        const mail = resetMail(email, `${publicUrl}/reset-password?token=${token}`, mailLanguageOf(user));
        await sendLogged(mailer, mail, log);
      },
      opts.answered,
    );
    return { message: FORGOT_MESSAGE };
  }

  /** Sets a new password from a reset link and ends every session of the account. */
  async function reset(token: string, password: string): Promise<{ message: string }> {
    if (!isTokenShaped(token)) throw badLink();
    const pending = await EmailToken.findOne({ tokenHash: hashToken(token), purpose: 'reset' })
      .lean()
      .exec();
    const owner = pending ? await User.findOne({ _id: pending.userId }).lean().exec() : null;
    assertStrongPassword(password, [owner?.email, owner?.username]);
    const passwordHash = await hashPassword(password);
    const link = await consume(token, 'reset');
    const updated = await User.updateOne(
      { _id: link.userId, deletedAt: null, email: link.email },
      // Following the link proves the mailbox, so the email counts as verified too.
      { $set: { passwordHash, emailVerifiedAt: owner?.emailVerifiedAt ?? clock.now() } },
    ).exec();
    if (updated.matchedCount !== 1) throw badLink();
    await endSessions(link.userId);
    await EmailToken.deleteMany({ userId: link.userId, purpose: 'reset', usedAt: null }).exec();
    await throttle.clear(link.email);
    if (!owner?.emailVerifiedAt) await deps.onVerified?.(link.userId);
    return {
      message: 'Your password was changed and you were signed out everywhere. Sign in with the new one.',
    };
  }

  /**
   * Starts adding or changing the signed-in user's email: the account's password confirms it (an
   * account without one chooses it here, applied with the email). The link goes to the new address.
   */
  async function requestChange(
    user: UserRecord,
    input: { email: string; password: string },
  ): Promise<{ message: string; pendingEmail: string }> {
    let passwordHash: string | null = null;
    if (user.passwordHash) {
      if (!(await verifyPassword(user.passwordHash, input.password))) {
        throw unauthorized('Your password is not correct.').because({ reason: 'password-wrong', params: {} });
      }
    } else {
      assertStrongPassword(input.password, [input.email, user.username, user.firstName, user.lastName]);
      passwordHash = await hashPassword(input.password);
    }
    if (user.email === input.email && user.emailVerifiedAt)
      throw badRequest('body.email: This is already your email.').because({
        reason: 'email-same',
        params: {},
      });
    const owner = await User.findOne({ email: input.email, deletedAt: null, _id: trusted({ $ne: user._id }) })
      .lean()
      .exec();
    // Same answer either way: whether an address has an account stays private.
    if (owner) sendInBackground(mailer, emailInUseMail(input.email, mailLanguageOf(owner)), log);
    else {
      const language = mailLanguageOf(user);
      await sendVerification(user._id, input.email, { change: true, passwordHash, language });
    }
    return {
      message: `Check your inbox: we sent a link to ${input.email}. Your email changes once you open it.`,
      pendingEmail: input.email,
    };
  }

  /** What the account-email page shows. */
  async function status(user: UserRecord) {
    const pending = await EmailToken.findOne({
      userId: user._id,
      purpose: 'verify',
      usedAt: null,
      expiresAt: trusted({ $gt: clock.now() }),
    })
      .sort({ _id: -1 })
      .lean()
      .exec();
    const samePending = pending && pending.email === user.email && user.emailVerifiedAt;
    return {
      email: user.email ?? null,
      emailVerified: !!(user.email && user.emailVerifiedAt),
      pendingEmail: pending && !samePending ? pending.email : null,
      hasPassword: !!user.passwordHash,
    };
  }

  return { sendVerification, verify, undoChange: change.undo, forgot, reset, requestChange, status };
}
export type EmailLinks = ReturnType<typeof createEmailLinks>;
