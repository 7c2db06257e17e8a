import type { AuthMethod } from '@cum/shared/contract/profile';
import type { ClientSession, Connection, Types } from 'mongoose';
import type { Config } from '../../config.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Clock } from '../../lib/clock.ts';
import { duplicateKeyField } from '../../lib/errors.ts';
import { generateReferralCode } from '../../lib/referral-code.ts';
import type { Models } from '../../models/registry.ts';
import { searchKeysOf, type UserRecord } from '../../models/user.ts';
import type { ActivityLog } from '../../platform/activity-log.ts';
import type { Counters } from '../../platform/counters.ts';

export interface NewAccount {
  authMethod: AuthMethod;
  email?: string;
  passwordHash?: string;
  username?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  telegramId?: number;
  walletAddress?: string;
  photoUrl?: string | null;
  languageCode?: string | null;
}

const REFERRAL_CODE_ATTEMPTS = 5;

/** Creating accounts (every sign-in method ends here) and the admin grants of the configuration. */
export function createAccountsService(deps: {
  models: Pick<Models, 'User'>;
  connection: Connection;
  counters: Counters;
  activityLog: ActivityLog;
  config: Config;
  clock: Clock;
  /** Replaceable in tests to force a referral-code collision. */
  generateCode?: () => string;
}) {
  const { connection, counters, activityLog, config, clock } = deps;
  const { User } = deps.models;
  const generateCode = deps.generateCode ?? generateReferralCode;

  function isConfiguredAdmin(u: { email?: string | null; telegramId?: number | null }): boolean {
    return (
      (!!u.email && config.adminEmails.includes(u.email.toLowerCase())) ||
      (u.telegramId != null && config.adminTelegramIds.includes(u.telegramId))
    );
  }

  async function insert(session: ClientSession, input: NewAccount): Promise<UserRecord> {
    const now = clock.now();
    const username = input.username ?? undefined;
    const [doc] = await User.create(
      [
        {
          ...input,
          username,
          usernameLower: username?.toLowerCase(),
          referralCode: generateCode(),
          isAdmin: isConfiguredAdmin(input),
          searchKeys: searchKeysOf(input),
          // The service clock, like the ledger: rules that compare with createdAt use the same time.
          createdAt: now,
        },
      ],
      { session },
    );
    if (!doc) throw new Error('user insert returned nothing');
    const user = doc.toObject() as UserRecord;
    await counters.inc(session, { users: 1 });
    const who = user.username ?? user.firstName ?? 'A new user';
    await activityLog.record(session, {
      type: 'user_joined',
      description: `${who} joined with ${input.authMethod}`,
      userId: user._id,
      username: user.username ?? null,
    });
    return user;
  }

  /**
   * Inserts a user with a fresh referral code, counts it and logs `user_joined`, all in one
   * transaction. A referral-code collision is retried with a new code; any other duplicate (email,
   * username, Telegram id, wallet) is thrown for the caller to name (see duplicateKeyField).
   */
  async function create(input: NewAccount): Promise<UserRecord> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await inTransaction(connection, (session) => insert(session, input));
      } catch (err) {
        if (duplicateKeyField(err) === 'referralCode' && attempt < REFERRAL_CODE_ATTEMPTS) continue;
        throw err;
      }
    }
  }

  /**
   * Bookkeeping of every sign-in: the admin flag for accounts listed in
   * ADMIN_EMAILS / ADMIN_TELEGRAM_IDS (granted, never revoked here: revoking is an admin's decision).
   */
  async function onSignIn(user: UserRecord): Promise<UserRecord> {
    const grant = !user.isAdmin && isConfiguredAdmin(user);
    if (!grant) return user;
    const updated = await User.findOneAndUpdate(
      { _id: user._id, deletedAt: null },
      { $set: { isAdmin: true } },
      { returnDocument: 'after' },
    )
      .lean<UserRecord>()
      .exec();
    return updated ?? user;
  }

  async function findActive(id: Types.ObjectId): Promise<UserRecord | null> {
    return User.findOne({ _id: id, deletedAt: null }).lean<UserRecord>().exec();
  }

  return { create, onSignIn, findActive, isConfiguredAdmin };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
