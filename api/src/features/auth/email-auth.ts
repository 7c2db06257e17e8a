import { conflict, tooManyRequests, unauthorized } from '../../lib/errors.ts';
import type { UserModel, UserRecord } from '../../models/user.ts';
import { type AccountsService, duplicateKeyField } from '../accounts/service.ts';
import type { AttemptLimiter } from './attempt-limiter.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';

/** Per-email limits; per-IP limits sit on the routes (see routes.ts). */
export const EMAIL_LIMITS = {
  login: { max: 5, windowMs: 15 * 60 * 1000 },
  register: { max: 5, windowMs: 15 * 60 * 1000 },
} as const;

const BAD_CREDENTIALS = 'Invalid email or password.';

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

export function createEmailAuth(deps: {
  User: UserModel;
  accounts: AccountsService;
  limiter: AttemptLimiter;
}) {
  const { User, accounts, limiter } = deps;

  async function checkLimit(scope: keyof typeof EMAIL_LIMITS, email: string) {
    const { max, windowMs } = EMAIL_LIMITS[scope];
    const verdict = await limiter.hit(scope, email, max, windowMs);
    if (!verdict.allowed) {
      const what = scope === 'login' ? 'sign-in attempts' : 'sign-up attempts';
      throw tooManyRequests(
        `Too many ${what} for this email. Please try again in ${minutes(verdict.retryAfterMs)} minutes.`,
      );
    }
  }

  async function register(input: {
    email: string;
    username: string;
    password: string;
    firstName?: string | undefined;
    lastName?: string | undefined;
  }): Promise<UserRecord> {
    await checkLimit('register', input.email);
    // Checked before the (slow) hash for a quick answer; the unique indexes still decide under races.
    if (await User.exists({ email: input.email })) throw emailTaken();
    if (await User.exists({ usernameLower: input.username.toLowerCase() })) throw usernameTaken();
    const passwordHash = await hashPassword(input.password);
    try {
      const user = await accounts.create({
        authMethod: 'email',
        email: input.email,
        passwordHash,
        username: input.username,
        firstName: input.firstName || null,
        lastName: input.lastName || null,
      });
      return accounts.onSignIn(user);
    } catch (err) {
      const field = duplicateKeyField(err);
      if (field === 'email') throw emailTaken();
      if (field === 'usernameLower') throw usernameTaken();
      throw err;
    }
  }

  /** One answer for an unknown email and a wrong password, after about the same time. */
  async function login(input: { email: string; password: string }): Promise<UserRecord> {
    await checkLimit('login', input.email);
    const user = await User.findOne({ email: input.email, deletedAt: null }).lean<UserRecord>().exec();
    const valid = user?.passwordHash
      ? await verifyPassword(user.passwordHash, input.password)
      : await verifyAgainstDummy(input.password);
    if (!user || !valid) throw unauthorized(BAD_CREDENTIALS);
    await limiter.reset('login', input.email);
    return accounts.onSignIn(user);
  }

  return { register, login };
}

const emailTaken = () => conflict('An account with this email already exists. Sign in instead.');
const usernameTaken = () => conflict('This username is already taken. Please choose another one.');
