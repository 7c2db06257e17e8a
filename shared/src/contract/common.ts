import { z } from 'zod';

/** A MongoDB ObjectId as 24 hex characters: the id of every stored entity. */
export const objectId = z.string().regex(/^[0-9a-f]{24}$/i, 'must be a 24-character hex id');

/** $CUM as shown by the API: a number with at most 3 decimals (storage is integer milli-$CUM). */
export const cum = z.number();

/** Timestamps travel as ISO-8601 strings. */
export const isoDate = z.string();

/** A string field that must not be an object or array (no operator injection) and is trimmed. */
export const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

export const successResponse = z.object({ success: z.literal(true) });
export const messageResponse = z.object({ message: z.string() });

/** Opaque cursor of a paginated list; `nextCursor` is null on the last page. */
export const pageQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});
