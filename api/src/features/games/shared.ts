import type { ClientSession, Types } from 'mongoose';
import type { ClickerStateModel } from '../../models/clicker-state.ts';
import type { UserRecord } from '../../models/user.ts';

/** The state document changed between our read and our conditional update: read again. */
export class StaleState extends Error {}

/**
 * Writes a user's clicker state as the next version of the one read (`state`; null: none yet), in the
 * transaction. Score submissions and tap batches both go through it, so each serialises the other: a
 * writer that got there first makes this one StaleState (read again). Returns the version written.
 */
export async function writeClickerState(
  ClickerState: ClickerStateModel,
  userId: Types.ObjectId,
  state: { _id: Types.ObjectId; version?: number | null } | null,
  fields: Record<string, unknown>,
  session: ClientSession,
): Promise<number> {
  const version = (state?.version ?? 0) + 1;
  if (!state) {
    await ClickerState.create([{ userId, ...fields, version }], { session });
    return version;
  }
  const res = await ClickerState.updateOne(
    { _id: state._id, version: state.version },
    { $set: { ...fields, version } },
    { session },
  ).exec();
  if (res.matchedCount !== 1) throw new StaleState();
  return version;
}

export const displayName = (u: Pick<UserRecord, 'username' | 'firstName'>) =>
  u.username ?? u.firstName ?? 'A player';
