import type { Settings, UpdateSettingsBody } from '@cum/shared/contract/profile';
import { type Connection, trusted } from 'mongoose';
import type { Config } from '../../config.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, conflict, isDuplicateKey, unauthorized } from '../../lib/errors.ts';
import { type IdentityHasher, identityHashesOf } from '../../lib/identity-hash.ts';
import type { Models } from '../../models/registry.ts';
import { searchKeysOf, type UserRecord } from '../../models/user.ts';
import type { Counters } from '../../platform/counters.ts';
import { createWalletLink } from './wallet-link.ts';

/** Typed by a user without a username to confirm deleting the account. */
export const DELETE_CONFIRMATION_WORD = 'DELETE';

const usernameTaken = () =>
  conflict('This username is already taken. Please choose another one.').because({
    reason: 'username-taken',
    params: {},
  });
const gone = () =>
  unauthorized('This account no longer exists.').because({ reason: 'account-gone', params: {} });

export function createProfileService(deps: {
  models: Models;
  connection: Connection;
  counters: Counters;
  clock: Clock;
  config: Config;
  identityHash: IdentityHasher;
}) {
  const { models, connection, counters, clock, config, identityHash } = deps;
  const { linkWallet } = createWalletLink({ models, config, clock });
  const { User, Session, LoginLink, PastIdentity, EmailToken } = models;

  async function update(
    user: UserRecord,
    input: { firstName: string; lastName: string; username: string },
  ): Promise<UserRecord> {
    const usernameLower = input.username.toLowerCase();
    if (await User.exists({ usernameLower, _id: trusted({ $ne: user._id }) }).exec()) throw usernameTaken();
    const fields = { ...input, usernameLower, profileEdited: true };
    try {
      const updated = await User.findOneAndUpdate(
        { _id: user._id, deletedAt: null },
        { $set: { ...fields, searchKeys: searchKeysOf({ ...user, ...input }) } },
        { returnDocument: 'after' },
      )
        .lean()
        .exec();
      if (!updated) throw gone();
      return updated;
    } catch (err) {
      // Another user took the name between the check and the write.
      if (isDuplicateKey(err)) throw usernameTaken();
      throw err;
    }
  }

  async function updateSettings(user: UserRecord, body: UpdateSettingsBody): Promise<UserRecord> {
    const { language, ...rest } = body;
    const set: Record<string, unknown> = {};
    // The contract lets the seven booleans through only all together.
    if (Object.keys(rest).length > 0) set.settings = rest as Settings;
    if (language !== undefined) set.language = language;
    const updated = await User.findOneAndUpdate(
      { _id: user._id, deletedAt: null },
      { $set: set },
      { returnDocument: 'after' },
    )
      .lean()
      .exec();
    if (!updated) throw gone();
    return updated;
  }

  /**
   * Erases personal data and ends every session. The user document stays (without identity) so the
   * ledger and referrals that point at it keep adding up; counters follow in the same transaction.
   */
  async function deleteAccount(user: UserRecord, confirmUsername: string): Promise<void> {
    const expected = user.username ?? DELETE_CONFIRMATION_WORD;
    if (confirmUsername.toLowerCase() !== expected.toLowerCase()) {
      throw badRequest(
        user.username
          ? 'body.confirmUsername: type your username exactly to confirm deleting your account'
          : `body.confirmUsername: type ${DELETE_CONFIRMATION_WORD} to confirm deleting your account`,
      );
    }
    await inTransaction(connection, async (session) => {
      const before = await User.findOneAndUpdate(
        { _id: user._id, deletedAt: null },
        {
          $set: { deletedAt: clock.now() },
          $unset: {
            telegramId: 1,
            email: 1,
            username: 1,
            usernameLower: 1,
            walletAddress: 1,
            firstName: 1,
            lastName: 1,
            photoUrl: 1,
            languageCode: 1,
            passwordHash: 1,
            emailVerifiedAt: 1,
            searchKeys: 1,
          },
        },
        { session, returnDocument: 'before' },
      )
        .lean()
        .exec();
      if (!before) throw gone();
      await counters.inc(session, { users: -1, ...(before.onboardingCompleted ? { onboarded: -1 } : {}) });
      await Session.deleteMany({ userId: user._id }, { session }).exec();
      // Off every leaderboard: a deleted account has no name to show and must not hold a rank.
      await models.LeaderboardTotal.deleteMany({ userId: user._id }, { session }).exec();
      await LoginLink.deleteMany({ userId: user._id }, { session }).exec();
      await EmailToken.deleteMany({ userId: user._id }, { session }).exec();
      // Only keyed hashes stay: enough to recognise the identity if it is referred again.
      for (const identity of identityHashesOf(identityHash, before)) {
        await PastIdentity.updateOne(
          { hash: identity.hash, reason: 'deleted' },
          { $setOnInsert: { kind: identity.kind } },
          { session, upsert: true },
        ).exec();
      }
    });
  }

  return { update, updateSettings, deleteAccount, linkWallet };
}
export type ProfileService = ReturnType<typeof createProfileService>;
