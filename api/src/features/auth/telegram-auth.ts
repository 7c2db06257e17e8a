import { LRUCache } from 'lru-cache';
import type { Types } from 'mongoose';
import type { Config } from '../../config.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, duplicateKeyField, unauthorized } from '../../lib/errors.ts';
import { searchKeysOf, type UserModel, type UserRecord } from '../../models/user.ts';
import type { AccountsService } from '../accounts/service.ts';
import {
  INIT_DATA_MAX_AGE_MS,
  identityFromDevHeaders,
  initDataFromHeader,
  type TelegramIdentity,
  type VerifiedInitData,
  verifyInitData,
} from './telegram-identity.ts';

/** Applies a referral code for a new user (the referrals service's `use`). */
export type ApplyReferral = (userId: Types.ObjectId, code: string) => Promise<{ message: string }>;
/** Takes the referral code the bot kept for this Telegram user (`/start ref_CODE`), if any. */
export type TakePendingReferral = (telegramId: number) => Promise<string | null>;

export interface ReferralOutcome {
  code: string;
  applied: boolean;
  message: string;
}

const USERNAME = /^[A-Za-z0-9_]{3,32}$/;
const REF_START_PARAM = /^ref_([A-Za-z0-9]{1,32})$/;

export function createTelegramAuth(deps: {
  User: UserModel;
  accounts: AccountsService;
  config: Config;
  clock: Clock;
  applyReferral?: ApplyReferral;
  takePendingReferral?: TakePendingReferral;
}) {
  const { User, accounts, config, clock } = deps;

  /** A Telegram username we may give this user: well-formed and not someone else's. */
  async function freeUsername(candidate: string | null, self: Types.ObjectId | null) {
    if (!candidate || !USERNAME.test(candidate)) return null;
    const taken = await User.exists({ usernameLower: candidate.toLowerCase() }).exec();
    return taken && (!self || !taken._id.equals(self)) ? null : candidate;
  }

  /** Keeps language and photo current; names and username too until the user edits them in the app. */
  async function refresh(user: UserRecord, tg: TelegramIdentity): Promise<UserRecord> {
    const set: Record<string, unknown> = { languageCode: tg.languageCode ?? user.languageCode };
    if (tg.photoUrl) set.photoUrl = tg.photoUrl;
    if (!user.profileEdited && tg.firstName)
      Object.assign(set, { firstName: tg.firstName, lastName: tg.lastName });
    if (!user.profileEdited || !user.username) {
      const username = tg.username === user.username ? null : await freeUsername(tg.username, user._id);
      if (username) Object.assign(set, { username, usernameLower: username.toLowerCase() });
    }
    set.searchKeys = searchKeysOf({ ...user, ...set } as UserRecord);
    const update = async (fields: Record<string, unknown>) =>
      User.findOneAndUpdate({ _id: user._id, deletedAt: null }, { $set: fields }, { returnDocument: 'after' })
        .lean()
        .exec();
    try {
      return (await update(set)) ?? user;
    } catch (err) {
      if (duplicateKeyField(err) !== 'usernameLower') throw err;
      // The username was taken in the meantime: keep the old one.
      const { username: _u, usernameLower: _l, ...rest } = set;
      rest.searchKeys = searchKeysOf({ ...user, ...rest } as UserRecord);
      return (await update(rest)) ?? user;
    }
  }

  async function upsert(tg: TelegramIdentity): Promise<{ user: UserRecord; created: boolean }> {
    for (let attempt = 0; ; attempt++) {
      const existing = await User.findOne({ telegramId: tg.id, deletedAt: null }).lean().exec();
      if (existing) return { user: await refresh(existing, tg), created: false };
      try {
        const user = await accounts.create({
          authMethod: 'telegram',
          telegramId: tg.id,
          username: await freeUsername(tg.username, null),
          firstName: tg.firstName,
          lastName: tg.lastName,
          languageCode: tg.languageCode,
          photoUrl: tg.photoUrl,
        });
        return { user, created: true };
      } catch (err) {
        // A concurrent first sign-in of the same user, or the username just got taken: look again.
        const field = duplicateKeyField(err);
        if (attempt < 3 && (field === 'telegramId' || field === 'usernameLower')) continue;
        throw err;
      }
    }
  }

  async function applyStartReferral(user: UserRecord, startParam: string | null) {
    const code = startParam ? REF_START_PARAM.exec(startParam)?.[1] : undefined;
    if (!code) return null;
    const outcome: ReferralOutcome = { code, applied: false, message: 'Referrals are not available yet.' };
    if (!deps.applyReferral) return outcome;
    try {
      const result = await deps.applyReferral(user._id, code);
      return { ...outcome, applied: true, message: result.message };
    } catch (err) {
      // A refused code must not fail the sign-in; the caller logs the outcome.
      return { ...outcome, message: err instanceof Error ? err.message : String(err) };
    }
  }

  /**
   * Signs a Telegram user in: creates the account on first use (applying a `ref_CODE` start parameter
   * as a referral) or refreshes it. Shared by the mini-app sign-in and the bot's login-link confirmation.
   */
  async function signInTelegram(tg: TelegramIdentity, options: { startParam?: string | null } = {}) {
    const { user, created } = await upsert(tg);
    // Without a ref_ start parameter, a code the user followed to the bot earlier applies instead.
    const kept = created && !options.startParam ? await deps.takePendingReferral?.(tg.id) : null;
    const startParam = options.startParam ?? (kept ? `ref_${kept}` : null);
    const referral = created ? await applyStartReferral(user, startParam) : null;
    const signedIn = await accounts.onSignIn(
      referral?.applied ? ((await accounts.findActive(user._id)) ?? user) : user,
    );
    return { user: signedIn, created, referral };
  }

  /**
   * The identity of POST /api/auth/telegram: valid initData in `Authorization: tma ...`, or outside
   * production the x-telegram-* headers (docs/product.md#calls-and-errors). Throws 401 (400 for a malformed
   * dev header).
   */
  function identityOfRequest(
    headers: Record<string, unknown>,
    from: { loopback: boolean } = { loopback: false },
  ): {
    identity: TelegramIdentity;
    startParam: string | null;
  } {
    const authorization = typeof headers.authorization === 'string' ? headers.authorization : undefined;
    const raw = initDataFromHeader(authorization);
    if (raw) {
      if (!config.botToken) throw unauthorized('Telegram sign-in is not configured on this server.');
      const verified = verifyInitData(raw, config.botToken, clock.now());
      if (!verified) throw unauthorized('Telegram sign-in failed: the launch data is invalid or expired.');
      return { identity: verified.identity, startParam: verified.startParam };
    }
    if (!config.isProduction && from.loopback) {
      const dev = identityFromDevHeaders(headers);
      if (dev && 'error' in dev) throw badRequest(dev.error);
      if (dev) return { identity: dev.identity, startParam: null };
    }
    throw unauthorized('Telegram sign-in needs the launch data of the mini-app.');
  }

  // The mini-app sends the same initData on every request of a launch: its HMAC and parsing are
  // checked once, and only its age again on each use. Only valid initData is kept (bounded, LRU).
  const verifiedCache = new LRUCache<string, VerifiedInitData>({ max: 10_000 });
  function verifiedOnce(raw: string, botToken: string): VerifiedInitData | null {
    const now = clock.now();
    let verified = verifiedCache.get(raw);
    if (!verified) {
      verified = verifyInitData(raw, botToken, now) ?? undefined;
      if (!verified) return null;
      verifiedCache.set(raw, verified);
      return verified;
    }
    // It was not from the future when verified, and time only moves on (tests' clocks included).
    if (now.getTime() - verified.authDate.getTime() > INIT_DATA_MAX_AGE_MS) {
      verifiedCache.delete(raw);
      return null;
    }
    return verified;
  }

  /**
   * Identity strategy of every other request: the live user of valid initData of an EXISTING user, else
   * null. Returns the whole user so the request needs no second read.
   */
  async function identifyByInitData(authorization: string | undefined): Promise<UserRecord | null> {
    const raw = initDataFromHeader(authorization);
    if (!raw || !config.botToken) return null;
    const verified = verifiedOnce(raw, config.botToken);
    if (!verified) return null;
    const user = await User.findOne({ telegramId: verified.identity.id, deletedAt: null }).lean().exec();
    if (!user) return null;
    return accounts.onSignIn(user);
  }

  return { signInTelegram, identityOfRequest, identifyByInitData };
}
