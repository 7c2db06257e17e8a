import { fromMilli, toMilli } from '@cum/shared/domain/money';
import { type ClientSession, type Connection, Types, trusted } from 'mongoose';
import { inTransaction } from '../../db/transaction.ts';
import type { Ledger } from '../../ledger/ledger.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, badRequest, conflict, forbidden, insufficientFunds, notFound } from '../../lib/errors.ts';
import { findLiveUser, toUserView, type UserModel } from '../../models/user.ts';
import type { Actor, RecordAudit } from './audit.ts';
import { createUsersList } from './users-list.ts';

export function createUsersAdmin(deps: {
  User: UserModel;
  ledger: Ledger;
  connection: Connection;
  clock: Clock;
  audit: RecordAudit;
}) {
  const { User, ledger, connection, clock, audit } = deps;
  const { list } = createUsersList({ User, clock });

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

  const findUser = (session: ClientSession, userId: string) => findLiveUser(User, userId, session);

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
        .lean()
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

  /**
   * Support credit or debit, through the ledger like every other $CUM, never below zero. `key`, when
   * given (the bot passes one derived from the Telegram update), makes a repeated request a no-op
   * answered with the current balance instead of a second adjustment.
   */
  async function adjustBalance(
    actor: Actor,
    userId: string,
    amount: number,
    reason: string,
    options: { key?: string } = {},
  ) {
    if (actor._id.toHexString() === userId) throw conflict("You can't adjust your own balance");
    const milli = toMilli(amount);
    // 9e-10 passes "not zero" but is 0 in milli-$CUM: a 0 ledger entry is noise in the audit trail.
    if (milli === 0)
      throw badRequest('body.amount: The adjustment rounds to 0 $CUM (the smallest step is 0.001).');
    return inTransaction(connection, async (session) => {
      await lockActor(session, actor);
      const before = await findUser(session, userId);
      const auditId = new Types.ObjectId();
      const { user, duplicate } = await ledger
        .post(session, {
          userId: before._id,
          amount: milli,
          kind: 'admin_adjustment',
          key: options.key ?? `adjust:${auditId.toHexString()}`,
          description: `Adjustment by support: ${reason}`,
          meta: { adminId: actor._id.toHexString(), reason, auditId: auditId.toHexString() },
        })
        .catch((err: unknown) => {
          if (err instanceof AppError && err.code === 'insufficient_funds') {
            throw insufficientFunds("That would take the user's balance below zero.");
          }
          throw err;
        });
      if (duplicate) return toUserView(user, clock.now());
      await audit(session, actor, {
        id: auditId,
        action: 'user.adjust_balance',
        targetType: 'user',
        targetId: userId,
        before: { cumBalance: fromMilli(before.balance) },
        after: { cumBalance: fromMilli(user.balance), amount: fromMilli(milli), reason },
        description: `Balance of ${before.username ?? userId} adjusted by ${fromMilli(milli)} $CUM`,
      });
      return toUserView(user, clock.now());
    });
  }

  return { list, setAdmin, adjustBalance };
}
