import { activeSuspension } from '@cum/shared/domain/moderation';
import type { Connection } from 'mongoose';
import { inTransaction } from '../../db/transaction.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { findLiveUser, toUserView, type UserModel, type UserRecord } from '../../models/user.ts';
import type { Actor, RecordAudit } from './audit.ts';

const isoOrNull = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/**
 * Suspending a cheater: the user keeps signing in and reading, and the access guard refuses every
 * earning or spending call (the contract's `money` routes) while the suspension applies.
 */
export function createModeration(deps: {
  User: UserModel;
  connection: Connection;
  clock: Clock;
  audit: RecordAudit;
}) {
  const { User, connection, clock, audit } = deps;

  async function suspend(actor: Actor, userId: string, reason: string, until: string | null | undefined) {
    if (actor._id.toHexString() === userId) throw conflict("You can't suspend yourself");
    const now = clock.now();
    const untilDate = until ? new Date(until) : null;
    if (untilDate && untilDate.getTime() <= now.getTime())
      throw badRequest('body.until: The end of a suspension must be in the future.');
    return inTransaction(connection, async (session) => {
      const before = await findLiveUser(User, userId, session);
      const suspension = { reason, until: untilDate, since: now, by: actor._id };
      const after = await User.findOneAndUpdate(
        { _id: before._id, deletedAt: null },
        { $set: { suspension } },
        { session, returnDocument: 'after' },
      )
        .lean()
        .exec();
      if (!after) throw notFound('User not found.');
      await audit(session, actor, {
        action: 'user.suspend',
        targetType: 'user',
        targetId: userId,
        before: { suspension: describe(before, now) },
        after: { suspension: { reason, until: isoOrNull(untilDate) } },
        description: `${before.username ?? userId} suspended: ${reason}`,
      });
      return toUserView(after, now);
    });
  }

  async function unsuspend(actor: Actor, userId: string) {
    const now = clock.now();
    return inTransaction(connection, async (session) => {
      const before = await findLiveUser(User, userId, session);
      // Nothing to lift (never suspended, or expired and already harmless): no audit noise.
      if (!before.suspension) return toUserView(before, now);
      const after = await User.findOneAndUpdate(
        { _id: before._id, deletedAt: null },
        { $set: { suspension: null } },
        { session, returnDocument: 'after' },
      )
        .lean()
        .exec();
      if (!after) throw notFound('User not found.');
      await audit(session, actor, {
        action: 'user.unsuspend',
        targetType: 'user',
        targetId: userId,
        before: { suspension: describe(before, now) },
        after: { suspension: null },
        description: `${before.username ?? userId} unsuspended`,
      });
      return toUserView(after, now);
    });
  }

  return { suspend, unsuspend };
}

function describe(u: UserRecord, now: Date) {
  const s = activeSuspension(u.suspension, now);
  return s ? { reason: s.reason, until: isoOrNull(s.until) } : null;
}
