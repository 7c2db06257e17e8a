import { trusted } from 'mongoose';
import { badRequest } from '../../lib/errors.ts';
import type { UserRecord } from '../../models/user.ts';

/** Keyset cursor of the users list: the last row's createdAt (ms) and _id. */
export function encodeUserCursor(u: Pick<UserRecord, '_id' | 'createdAt'>): string {
  return `${u.createdAt.getTime()}_${u._id.toHexString()}`;
}

export function decodeUserCursor(cursor: string): { createdAt: Date; id: string } {
  const m = /^(\d{1,15})_([0-9a-f]{24})$/.exec(cursor);
  if (!m) throw badRequest('query.cursor: Invalid cursor');
  return { createdAt: new Date(Number(m[1])), id: m[2] as string };
}

/**
 * The filter of a search term over the indexed multikey `searchKeys` (lower-cased whole words): an
 * index range on the prefix. $elemMatch makes ONE word satisfy both bounds: without it a user with the
 * words "zoe" and "adam" would match "b" (one word per bound), and no planner could use both bounds.
 */
export function searchFilter(term: string): Record<string, unknown> {
  return { searchKeys: trusted({ $elemMatch: { $gte: term, $lt: `${term}\uffff` } }) };
}

/**
 * The spec matches a Telegram id exactly, while its word in searchKeys also matches by prefix: a
 * digits-only term must not find a user only through the start of their Telegram id.
 */
export function matchesSearch(u: UserRecord, term: string): boolean {
  if (!/^\d+$/.test(term)) return true;
  const telegram = u.telegramId == null ? null : String(u.telegramId);
  if (telegram === term) return true;
  return u.searchKeys.some((k) => k.startsWith(term) && k !== telegram);
}

/** Newest first, ties by _id: the order of the admin users list. */
export function newestFirst(a: UserRecord, b: UserRecord): number {
  const d = b.createdAt.getTime() - a.createdAt.getTime();
  if (d !== 0) return d;
  const x = a._id.toHexString();
  const y = b._id.toHexString();
  return x < y ? 1 : x > y ? -1 : 0;
}
