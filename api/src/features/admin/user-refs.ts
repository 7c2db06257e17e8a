import { Types, trusted } from 'mongoose';
import { badRequest } from '../../lib/errors.ts';
import type { UserModel, UserRecord } from '../../models/user.ts';

type Named = Pick<UserRecord, '_id' | 'username' | 'firstName' | 'lastName'>;

/** How an admin page names another user: @username, else the full name, else the short id. */
export function userRef(u: Named | undefined, id: Types.ObjectId) {
  const hex = id.toHexString();
  const name = [u?.firstName, u?.lastName].filter(Boolean).join(' ');
  return {
    id: hex,
    username: u?.username ?? null,
    label: u?.username ? `@${u.username}` : name || `User ${hex.slice(-6)}`,
  };
}

/** The names of many users in one read of the _id index. */
export async function namesOf(User: UserModel, ids: Types.ObjectId[]) {
  const unique = [...new Map(ids.map((id) => [id.toHexString(), id])).values()];
  const rows = unique.length
    ? await User.find({ _id: trusted({ $in: unique }) })
        .select({ username: 1, firstName: 1, lastName: 1, email: 1 })
        .lean<Array<Named & Pick<UserRecord, 'email'>>>()
        .exec()
    : [];
  const byId = new Map(rows.map((u) => [u._id.toHexString(), u]));
  return {
    get: (id: Types.ObjectId) => byId.get(id.toHexString()),
    ref: (id: Types.ObjectId) => userRef(byId.get(id.toHexString()), id),
  };
}

/** An _id cursor (the last id shown) as a filter on _id, or a 400 for anything else. */
export function idCursor(cursor: string | undefined): Record<string, unknown> {
  if (cursor === undefined) return {};
  if (!/^[0-9a-f]{24}$/i.test(cursor))
    throw badRequest('query.cursor: this page link is not valid. Reload the list.');
  return { _id: trusted({ $lt: new Types.ObjectId(cursor) }) };
}

/** The page of `rows` (read with limit + 1) and the cursor of the next one. */
export function pageOf<T extends { _id: Types.ObjectId }>(rows: T[], limit: number) {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return { shown, nextCursor: rows.length > limit && last ? last._id.toHexString() : null };
}
