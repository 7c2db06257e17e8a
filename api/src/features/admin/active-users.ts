import { utcDay } from '@cum/shared/domain/time';
import { type Connection, trusted } from 'mongoose';
import { inTransaction } from '../../db/transaction.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Models } from '../../models/registry.ts';
import type { UserRecord } from '../../models/user.ts';
import type { Counters } from '../../platform/counters.ts';

/**
 * Counts daily active users (an authenticated request today, UTC) for the admin dashboard without
 * scanning users: the first request of a user each day moves `lastActiveAt` into today and adds one
 * to `active:<day>`, both in one transaction. Any later request of that day costs no write.
 */
export function createActiveUsers(deps: {
  models: Pick<Models, 'User'>;
  counters: Counters;
  connection: Connection;
  clock: Clock;
  onError?: (err: unknown) => void;
}) {
  const { counters, connection, clock } = deps;
  const { User } = deps.models;

  async function markActive(user: Pick<UserRecord, '_id' | 'lastActiveAt'>): Promise<void> {
    const now = clock.now();
    // Runs on every signed-in request: the common case (already counted today) costs one division.
    const dayStartMs = now.getTime() - (now.getTime() % 86_400_000);
    if (user.lastActiveAt && user.lastActiveAt.getTime() >= dayStartMs) return;
    const day = utcDay(now);
    const dayStart = new Date(dayStartMs);
    try {
      await inTransaction(connection, async (session) => {
        // Conditional, so concurrent first requests of one user count once (the loser matches nothing).
        const res = await User.updateOne(
          {
            _id: user._id,
            deletedAt: null,
            $or: [{ lastActiveAt: null }, { lastActiveAt: trusted({ $lt: dayStart }) }],
          },
          { $set: { lastActiveAt: now } },
          { session, timestamps: false },
        ).exec();
        if (res.modifiedCount === 1) await counters.inc(session, { [`active:${day}`]: 1 });
      });
    } catch (err) {
      // A dashboard figure must never fail the user's request; lastActiveAt is unchanged, so the next
      // request counts the user.
      deps.onError?.(err);
    }
  }

  return { markActive };
}
export type ActiveUsers = ReturnType<typeof createActiveUsers>;
