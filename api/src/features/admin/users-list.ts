import type { admin } from '@cum/shared/contract/admin';
import { Types, trusted } from 'mongoose';
import type { z } from 'zod';
import type { Clock } from '../../lib/clock.ts';
import { toUserView, type UserModel, type UserRecord } from '../../models/user.ts';
import {
  decodeUserCursor,
  encodeUserCursor,
  matchesSearch,
  newestFirst,
  searchFilter,
} from './user-search.ts';

export const USERS_PAGE_SIZE = 50;
/** How many of the newest users a search first looks through in createdAt order (see below). */
export const SEARCH_WINDOW = 1_000;
type UsersQuery = z.output<typeof admin.users.query>;
type Cursor = { createdAt: Date; id: string };
const BY_CREATED = { createdAt: -1 } as const;
const BY_KEYS = { searchKeys: 1 } as const;

/**
 * The admin users list: newest first, keyset-paginated, every query an index range, so a page costs
 * the same at any number of users. Ties of one millisecond are completed and ordered by _id here, so
 * no row is skipped or repeated across pages.
 *
 * A search is planned the way MongoDB's multi-planner would pick: a rare term (at most SEARCH_WINDOW
 * matches) is its searchKeys index range, whose few matches are sorted in memory; a common one fills
 * a page among the newest SEARCH_WINDOW users, read in createdAt order (bounded work, no sort), and
 * only then falls back to its whole index range.
 */
export function createUsersList(deps: { User: UserModel; clock: Clock; searchWindow?: number }) {
  const { User, clock } = deps;
  const window = deps.searchWindow ?? SEARCH_WINDOW;

  async function page(opts: {
    base: Record<string, unknown>;
    hint: Record<string, number>;
    cursor: Cursor | null;
    limit: number;
    /** Only users created strictly after this. */
    floor?: Date;
  }) {
    const { base, hint, cursor, limit, floor } = opts;
    const find = (filter: Record<string, unknown>) => User.find({ ...base, ...filter }).hint(hint);
    const range: Record<string, Date> = {};
    if (cursor) range.$lt = cursor.createdAt;
    if (floor) range.$gt = floor;

    const sameInstant = cursor
      ? await find({ createdAt: cursor.createdAt, _id: trusted({ $lt: new Types.ObjectId(cursor.id) }) })
          .lean()
          .exec()
      : [];
    const older = await find(Object.keys(range).length ? { createdAt: trusted(range) } : {})
      .sort(BY_CREATED)
      .limit(limit + 1)
      .lean()
      .exec();
    let rows = [...sameInstant, ...older];
    const last = older.at(-1);
    if (older.length === limit + 1 && last) {
      // The last instant may continue past the limit: fetch all of it (a handful of rows).
      const t = last.createdAt.getTime();
      const group = await find({ createdAt: last.createdAt }).lean().exec();
      rows = [...sameInstant, ...older.filter((u) => u.createdAt.getTime() !== t), ...group];
    }
    return rows.sort(newestFirst);
  }

  /** The createdAt of the user `window` places below the cursor (null: fewer users than that). */
  async function windowEdge(cursor: Cursor | null): Promise<Date | null> {
    const [edge] = await User.find(cursor ? { createdAt: trusted({ $lte: cursor.createdAt }) } : {})
      .hint(BY_CREATED)
      .sort(BY_CREATED)
      .skip(window)
      .limit(1)
      .select({ createdAt: 1 })
      .lean<Array<Pick<UserRecord, 'createdAt'>>>()
      .exec();
    return edge?.createdAt ?? null;
  }

  /** The rows after `cursor` in newest-first order. */
  function olderThan(all: UserRecord[], cursor: Cursor | null): UserRecord[] {
    if (!cursor) return all;
    const t = cursor.createdAt.getTime();
    return all.filter((u) => {
      const c = u.createdAt.getTime();
      return c < t || (c === t && u._id.toHexString() < cursor.id);
    });
  }

  async function list(query: UsersQuery) {
    const limit = query.limit ?? USERS_PAGE_SIZE;
    const term = query.search?.toLowerCase() ?? '';
    const cursor = query.cursor ? decodeUserCursor(query.cursor) : null;
    const base: Record<string, unknown> = { deletedAt: null, ...(term ? searchFilter(term) : {}) };

    let rows: UserRecord[] | null = null;
    if (!term) rows = await page({ base, hint: BY_CREATED, cursor, limit });
    else {
      // A rare term first: all its matches through the searchKeys range, read up to window + 1, so
      // a search for one user costs its few matches whatever the number of users (it read the
      // newest `window` users before looking there).
      // Only _id and createdAt: a common term's window + 1 users are not sent whole just to learn
      // that it is common; the page's own users are read by _id after.
      const found = await User.find(base, { createdAt: 1 })
        .hint(BY_KEYS)
        .limit(window + 1)
        .lean<UserRecord[]>()
        .exec();
      if (found.length <= window) {
        const ids = olderThan(found, cursor)
          .sort(newestFirst)
          .slice(0, limit + 1)
          .map((u) => u._id);
        const users = await User.find({ _id: trusted({ $in: ids }) })
          .lean<UserRecord[]>()
          .exec();
        rows = users.sort(newestFirst);
      } else {
        const edge = await windowEdge(cursor);
        if (!edge) rows = await page({ base, hint: BY_CREATED, cursor, limit });
        else if (!cursor || edge < cursor.createdAt) {
          const newest = await page({ base, hint: BY_CREATED, cursor, limit, floor: edge });
          // A full page among the newest users is the true first page: everyone else is older.
          if (newest.length > limit) rows = newest;
        }
        rows ??= await page({ base, hint: BY_KEYS, cursor, limit });
      }
    }

    const shown = rows.slice(0, limit);
    const end = shown.at(-1);
    const now = clock.now();
    return {
      users: shown.filter((u) => matchesSearch(u, term)).map((u) => toUserView(u, now)),
      nextCursor: rows.length > limit && end ? encodeUserCursor(end) : null,
    };
  }

  return { list };
}
