import { fromMilli } from '@cum/shared/domain/money';
import { Types, trusted } from 'mongoose';
import { badRequest } from '../../lib/errors.ts';
import type { Models } from '../../models/registry.ts';

export const DEFAULT_PAGE = 20;
export const MAX_PAGE = 100;

/** The user's own ledger as the Activity tab: newest first, cursor = id of the last entry shown. */
export function createActivityService({ models }: { models: Pick<Models, 'LedgerEntry'> }) {
  const { LedgerEntry } = models;

  async function mine(userId: Types.ObjectId, page: { cursor?: string; limit?: number }) {
    const limit = Math.min(MAX_PAGE, Math.max(1, page.limit ?? DEFAULT_PAGE));
    const filter: Record<string, unknown> = { userId };
    if (page.cursor !== undefined) {
      if (!Types.ObjectId.isValid(page.cursor) || !/^[0-9a-f]{24}$/i.test(page.cursor)) {
        throw badRequest('query.cursor: this page link is not valid. Reload the list.');
      }
      filter._id = trusted({ $lt: new Types.ObjectId(page.cursor) });
    }
    const rows = await LedgerEntry.find(filter)
      .sort({ _id: -1 })
      .limit(limit + 1)
      .lean()
      .exec();
    const shown = rows.slice(0, limit);
    const last = shown[shown.length - 1];
    return {
      entries: shown.map((e) => ({
        id: e._id.toHexString(),
        kind: e.kind,
        amount: fromMilli(e.amount),
        description: e.description,
        createdAt: e.createdAt.toISOString(),
      })),
      nextCursor: rows.length > limit && last ? last._id.toHexString() : null,
    };
  }

  return { mine };
}
export type ActivityService = ReturnType<typeof createActivityService>;
