import { Types, trusted } from 'mongoose';
import { badRequest } from './errors.ts';

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
