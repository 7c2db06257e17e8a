import type { admin } from '@cum/shared/contract/admin';
import { fromMilli, toMilli } from '@cum/shared/domain/money';
import { type ClientSession, type Connection, Types, trusted } from 'mongoose';
import type { z } from 'zod';
import { inTransaction } from '../../db/transaction.ts';
import type { Ledger } from '../../ledger/ledger.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { toUserView, type UserModel, type UserRecord } from '../../models/user.ts';
import type { Actor, RecordAudit } from './audit.ts';
import {
  decodeUserCursor,
  encodeUserCursor,
  matchesSearch,
  newestFirst,
  searchFilter,
} from './user-search.ts';

export const USERS_PAGE_SIZE = 50;
type UsersQuery = z.output<typeof admin.users.query>;

export function createUsersAdmin(deps: {
  User: UserModel;
  ledger: Ledger;
  connection: Connection;
  clock: Clock;
  audit: RecordAudit;
}) {
  const { User, ledger, connection, clock, audit } = deps;

  /**
   * Newest first, keyset-paginated. Every query is an index range (searchKeys for a search, createdAt
   * otherwise), so a page costs the same at any number of users. The createdAt index gives the order;
   * ties of one millisecond are completed and ordered by _id here, so no row is skipped or repeated.
   */
  async function list(query: UsersQuery) {
    const limit = query.limit ?? USERS_PAGE_SIZE;
    const term = query.search?.toLowerCase() ?? '';
    const base: Record<string, unknown> = { deletedAt: null, ...(term ? searchFilter(term) : {}) };
    const hint = term ? { searchKeys: 1 } : { createdAt: -1 };
    const cursor = query.cursor ? decodeUserCursor(query.cursor) : null;
    const find = (filter: Record<string, unknown>) => User.find({ ...base, ...filter }).hint(hint);

    const sameInstant = cursor
      ? await find({ createdAt: cursor.createdAt, _id: trusted({ $lt: new Types.ObjectId(cursor.id) }) })
          .lean<UserRecord[]>()
          .exec()
      : [];
    const older = await find(cursor ? { createdAt: trusted({ $lt: cursor.createdAt }) } : {})
      .sort({ createdAt: -1 })
      .limit(limit + 1)
      .lean<UserRecord[]>()
      .exec();
    let rows = [...sameInstant, ...older];
    const last = older.at(-1);
    if (older.length === limit + 1 && last) {
      // The last instant may continue past the limit: fetch all of it (a handful of rows).
      const t = last.createdAt.getTime();
      const group = await find({ createdAt: last.createdAt }).lean<UserRecord[]>().exec();
      rows = [...sameInstant, ...older.filter((u) => u.createdAt.getTime() !== t), ...group];
    }
    rows.sort(newestFirst);
    const page = rows.slice(0, limit);
    const end = page.at(-1);
    const now = clock.now();
    return {
      users: page.filter((u) => matchesSearch(u, term)).map((u) => toUserView(u, now)),
      nextCursor: rows.length > limit && end ? encodeUserCursor(end) : null,
    };
  }

  /**
   * Writes to the acting admin's own document, so two admins changing each other at once conflict
   * (one transaction retries and sees the other's change) instead of both passing their checks.
   */
  async function lockActor(session: ClientSession, actor: Actor) {
    const res = await User.updateOne(
      { _id: actor._id, isAdmin: true, deletedAt: null },
      { $set: { updatedAt: clock.now() } },
      { session, timestamps: false },
    ).exec();
    if (res.matchedCount !== 1) throw forbidden('Admins only.');
  }

  async function findUser(session: ClientSession, userId: string) {
    const user = await User.findOne({ _id: userId, deletedAt: null })
      .session(session)
      .lean<UserRecord>()
      .exec();
    if (!user) throw notFound('User not found.');
    return user;
  }

  async function setAdmin(actor: Actor, userId: string, isAdmin: boolean) {
    if (actor._id.toHexString() === userId) throw conflict("You can't change your own admin status");
    return inTransaction(connection, async (session) => {
      const target = await findUser(session, userId);
      if (!isAdmin && target.isAdmin) {
        const another = await User.exists({
          _id: trusted({ $ne: target._id }),
          isAdmin: true,
          deletedAt: null,
        }).session(session);
        if (!another) throw conflict("The last admin can't be demoted");
      }
      await lockActor(session, actor);
      if (!!target.isAdmin === isAdmin) return toUserView(target, clock.now());
      const after = await User.findOneAndUpdate(
        { _id: target._id, deletedAt: null },
        { $set: { isAdmin } },
        { session, returnDocument: 'after' },
      )
        .lean<UserRecord>()
        .exec();
      if (!after) throw notFound('User not found.');
      await audit(session, actor, {
        action: isAdmin ? 'user.grant_admin' : 'user.revoke_admin',
        targetType: 'user',
        targetId: userId,
        before: { isAdmin: !!target.isAdmin },
        after: { isAdmin },
        description: `${isAdmin ? 'Admin granted to' : 'Admin revoked from'} ${target.username ?? userId}`,
      });
      return toUserView(after, clock.now());
    });
  }

  /** Support credit or debit, through the ledger like every other $CUM, never below zero. */
  async function adjustBalance(actor: Actor, userId: string, amount: number, reason: string) {
    if (actor._id.toHexString() === userId) throw conflict("You can't adjust your own balance");
    const milli = toMilli(amount);
    return inTransaction(connection, async (session) => {
      await lockActor(session, actor);
      const before = await findUser(session, userId);
      const auditId = new Types.ObjectId();
      const { user } = await ledger
        .post(session, {
          userId: before._id,
          amount: milli,
          kind: 'admin_adjustment',
          key: `adjust:${auditId.toHexString()}`,
          description: `Adjustment by support: ${reason}`,
          meta: { adminId: actor._id.toHexString(), reason, auditId: auditId.toHexString() },
        })
        .catch((err: unknown) => {
          if (err instanceof AppError && err.code === 'insufficient_funds') {
            throw new AppError(409, 'insufficient_funds', "That would take the user's balance below zero.");
          }
          throw err;
        });
      await audit(session, actor, {
        id: auditId,
        action: 'user.adjust_balance',
        targetType: 'user',
        targetId: userId,
        before: { cumBalance: fromMilli(before.balance ?? 0) },
        after: { cumBalance: fromMilli(user.balance ?? 0), amount: fromMilli(milli), reason },
        description: `Balance of ${before.username ?? userId} adjusted by ${fromMilli(milli)} $CUM`,
      });
      return toUserView(user, clock.now());
    });
  }

  return { list, setAdmin, adjustBalance };
}
