import type { AfterAnswer } from '../../lib/after-answer.ts';
import { conflict, duplicateKeyField, forbidden, tooManyRequests, unauthorized } from '../../lib/errors.ts';
import type { UserModel, UserRecord } from '../../models/user.ts';
import type { AccountsService } from '../accounts/service.ts';
import { type Mailer, mailLanguageOf, sendLogged } from '../mail/service.ts';
import type { AttemptLimiter } from './attempt-limiter.ts';
import type { EmailLinks } from './email-links.ts';
import { alreadyRegisteredMail } from './email-mails.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { assertStrongPassword } from './password-strength.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';

/** Per-email limits of registration; sign-in throttling is in login-throttle.ts, per-IP limits in routes.ts. */
export const EMAIL_LIMITS = {
  register: { max: 5, windowMs: 15 * 60 * 1000 },
} as const;

const BAD_CREDENTIALS = 'Invalid email or password.';
/** The one answer of registration, for a new and an existing email alike. */
export const REGISTER_MESSAGE =
  'Check your inbox: we sent you an email with a link to confirm your address. You can already sign in.';

const registrationKey = (email: string) => `register:${email}`;
const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

interface Log {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export function createEmailAuth(deps: {
  User: UserModel;
  accounts: AccountsService;
  limiter: AttemptLimiter;
  throttle: LoginThrottle;
  links: EmailLinks;
  after: AfterAnswer;
  mailer: Mailer;
  publicUrl: string;
  enabled: boolean;
  log?: Log;
}) {
  const { User, accounts, limiter, throttle, links, after, mailer, publicUrl, log } = deps;

  function assertEnabled() {
    if (!deps.enabled)
      throw forbidden('Email sign-in is turned off on this server.').because({
        reason: 'email-signin-off',
        params: {},
      });
  }

  /**
   * Creates an unverified account and mails the verification link; for an email that already has an
   * account it mails the owner instead. Both answer the same (REGISTER_MESSAGE) after the same work
   * (limits, password rules, the public username check, a password hash); what depends on the
   * account runs after the answer (after-answer.ts), so its time does not tell either.
   */
  async function register(
    input: {
      email: string;
      username: string;
      password: string;
      firstName?: string | undefined;
      lastName?: string | undefined;
    },
    opts: { answered?: Promise<void> } = {},
  ): Promise<{ message: string }> {
    assertEnabled();
    const { max, windowMs } = EMAIL_LIMITS.register;
    const verdict = await limiter.hit('register', input.email, max, windowMs);
    if (!verdict.allowed) {
      const wait = minutes(verdict.retryAfterMs);
      throw tooManyRequests(
        `Too many sign-up attempts for this email. Please try again in ${wait} minutes.`,
      ).because({
        reason: 'rate-limited',
        params: { seconds: wait * 60 },
      });
    }
    assertStrongPassword(input.password, [input.email, input.username, input.firstName, input.lastName]);
    // Usernames are public (profiles, leaderboards): saying one is taken reveals nothing private.
    if (await User.exists({ usernameLower: input.username.toLowerCase() })) throw usernameTaken();
    const passwordHash = await hashPassword(input.password);
    after.run(registrationKey(input.email), () => createAccount(input, passwordHash), opts.answered);
    return { message: REGISTER_MESSAGE };
  }

  async function createAccount(
    input: { email: string; username: string; firstName?: string | undefined; lastName?: string | undefined },
    passwordHash: string,
  ) {
    const owner = await User.findOne({ email: input.email, deletedAt: null }).lean().exec();
    if (owner) {
      await tellOwner(input.email);
      return;
    }
    try {
      const user = await accounts.create({
        authMethod: 'email',
        email: input.email,
        passwordHash,
        username: input.username,
        firstName: input.firstName || null,
        lastName: input.lastName || null,
      });
      await links.sendVerification(user._id, input.email, { change: false, waitForMail: true });
    } catch (err) {
      const field = duplicateKeyField(err);
      if (field === 'email') await tellOwner(input.email);
      // The username was free a moment ago and taken since (two sign-ups racing for it): the answer
      // has left, so the log says it; the person signs up again with another one.
      else if (field === 'usernameLower') log?.info({}, 'registration lost its username to a concurrent one');
      else throw err;
    }
  }

  async function tellOwner(email: string) {
    const owner = await User.findOne({ email, deletedAt: null }, { language: 1, languageCode: 1 })
      .lean()
      .exec();
    const login = `${publicUrl}/login`;
    const mail = alreadyRegisteredMail(email, login, `${publicUrl}/forgot-password`, mailLanguageOf(owner));
    return sendLogged(mailer, mail, log);
  }

  /**
   * One answer for an unknown email and a wrong password, after about the same time. Unverified
   * accounts may sign in (verification gates the referral reward, not the account). The attempt is
   * reserved before the password is checked (login-throttle.ts); `deviceUserId` is the account of the
   * request's device cookie, which exempts it from the per-email ceiling.
   */
  async function login(input: {
    email: string;
    password: string;
    ip: string;
    deviceUserId?: string | null;
  }): Promise<UserRecord> {
    assertEnabled();
    // Signing in right after registering: the account is being created after that answer.
    await after.settled(registrationKey(input.email));
    const user = await User.findOne({ email: input.email, deletedAt: null }).lean().exec();
    const trustedDevice = !!user && !!input.deviceUserId && user._id.toHexString() === input.deviceUserId;
    const attempt = await throttle.begin(input.email, input.ip, { trustedDevice });
    let valid = false;
    try {
      valid = user?.passwordHash
        ? await verifyPassword(user.passwordHash, input.password)
        : await verifyAgainstDummy(input.password);
    } finally {
      await attempt.settle(valid && !!user);
    }
    if (!user || !valid)
      throw unauthorized(BAD_CREDENTIALS).because({ reason: 'credentials-invalid', params: {} });
    return accounts.onSignIn(user);
  }

  return { register, login };
}

const usernameTaken = () =>
  conflict('This username is already taken. Please choose another one.').because({
    reason: 'username-taken',
    params: {},
  });
