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
  models: Pick<Models, 'User' | 'AuditEntry'>;
  connection: Connection;
  counters: Counters;
  activityLog: ActivityLog;
  config: Config;
  clock: Clock;
  /** Replaceable in tests to force a referral-code collision. */
  generateCode?: () => string;
}) {
  const { connection, counters, activityLog, config, clock } = deps;
  const { User, AuditEntry } = deps.models;
  const generateCode = deps.generateCode ?? generateReferralCode;

  /**
   * Which configured admin identity the account has PROVEN, or null. A Telegram id is proven by the
   * signed initData or update it came with; an email only once its address is verified. An address
   * listed in ADMIN_EMAILS that is merely typed into a registration form proves nothing: anyone can
   * register it before its owner does.
   */
  function configuredAdminProof(u: {
    email?: string | null;
    emailVerifiedAt?: Date | null;
    telegramId?: number | null;
  }): 'ADMIN_TELEGRAM_IDS' | 'ADMIN_EMAILS' | null {
    if (u.telegramId != null && config.adminTelegramIds.includes(u.telegramId)) return 'ADMIN_TELEGRAM_IDS';
    if (u.email && u.emailVerifiedAt && config.adminEmails.includes(u.email.toLowerCase())) {
      return 'ADMIN_EMAILS';
    }
    return null;
  }
  const isConfiguredAdmin = (u: Parameters<typeof configuredAdminProof>[0]) =>
    configuredAdminProof(u) !== null;

  /** The audit entry of a grant by the configuration: the account itself is the actor. */
  async function auditGrant(
    session: ClientSession | null,
    user: Pick<UserRecord, '_id' | 'username'>,
    by: 'ADMIN_TELEGRAM_IDS' | 'ADMIN_EMAILS',
  ) {
    await AuditEntry.create(
      [
        {
          adminId: user._id,
          adminUsername: user.username ?? null,
          action: 'admin_granted_by_config',
          targetType: 'user',
          targetId: String(user._id),
          before: { isAdmin: false },
          after: { isAdmin: true, by },
        },
      ],
      session ? { session } : {},
    );
  }

  async function insert(session: ClientSession, input: NewAccount): Promise<UserRecord> {
    const now = clock.now();
    const username = input.username ?? undefined;
    // A new account has no verified email yet, so only a Telegram id can make it an admin here.
    const adminBy = configuredAdminProof({ telegramId: input.telegramId });
    const [doc] = await User.create(
      [
        {
          ...input,
          username,
          usernameLower: username?.toLowerCase(),
          referralCode: generateCode(),
          isAdmin: adminBy !== null,
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
    if (adminBy) await auditGrant(session, user, adminBy);
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
   * Bookkeeping of every sign-in and of every verified email: the admin flag for accounts that proved
   * an identity listed in ADMIN_EMAILS / ADMIN_TELEGRAM_IDS (granted, never revoked here: revoking is
   * an admin's decision). The grant is audited once: the filter only matches a non-admin.
   */
  async function onSignIn(user: UserRecord): Promise<UserRecord> {
    const by = user.isAdmin ? null : configuredAdminProof(user);
    if (!by) return user;
    // The filter repeats the proof, so a grant cannot race a change of the email it relies on.
    const proof =
      by === 'ADMIN_TELEGRAM_IDS'
        ? { telegramId: user.telegramId }
        : { email: user.email, emailVerifiedAt: user.emailVerifiedAt };
    const updated = await inTransaction(connection, async (session) => {
      const doc = await User.findOneAndUpdate(
        { _id: user._id, deletedAt: null, isAdmin: false, ...proof },
        { $set: { isAdmin: true } },
        { returnDocument: 'after', session },
      )
        .lean()
        .exec();
      if (doc) await auditGrant(session, doc, by);
      return doc;
    });
    return updated ?? user;
  }

  /** After an address is verified: the account may now prove a listed admin email. */
  async function onEmailVerified(userId: Types.ObjectId): Promise<void> {
    const user = await findActive(userId);
    if (user) await onSignIn(user);
  }

  async function findActive(id: Types.ObjectId): Promise<UserRecord | null> {
    return User.findOne({ _id: id, deletedAt: null }).lean().exec();
  }

  return { create, onSignIn, onEmailVerified, findActive, isConfiguredAdmin };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
