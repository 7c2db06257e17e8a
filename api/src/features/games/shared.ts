import type { UserRecord } from '../../models/user.ts';

export const isDuplicateKey = (err: unknown) =>
  typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 11000;

/** The state document changed between our read and our conditional update: read again. */
export class StaleState extends Error {}

export const displayName = (u: Pick<UserRecord, 'username' | 'firstName'>) =>
  u.username ?? u.firstName ?? 'A player';
