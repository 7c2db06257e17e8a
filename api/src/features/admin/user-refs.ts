import { type Types, trusted } from 'mongoose';
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
