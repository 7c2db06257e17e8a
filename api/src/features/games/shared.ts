import type { UserRecord } from '../../models/user.ts';

/** The state document changed between our read and our conditional update: read again. */
export class StaleState extends Error {}

export const displayName = (u: Pick<UserRecord, 'username' | 'firstName'>) =>
  u.username ?? u.firstName ?? 'A player';
