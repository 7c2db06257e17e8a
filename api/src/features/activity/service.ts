import { fromMilli } from '@cum/shared/domain/money';
import type { Types } from 'mongoose';
import { idCursor, pageOf } from '../../lib/id-page.ts';
import type { LedgerEntryModel } from '../../models/ledger-entry.ts';
import type { Models } from '../../models/registry.ts';

export const DEFAULT_PAGE = 20;
export const MAX_PAGE = 100;

/**
 * One page of a user's ledger, newest first on the { userId, _id } index; the cursor is the id of the
 * last entry shown. The Activity tab and the admin's user page both read it.
 */
export async function ledgerPage(
  LedgerEntry: LedgerEntryModel,
  userId: Types.ObjectId,
  page: { cursor?: string; limit?: number },
  defaultLimit = DEFAULT_PAGE,
) {
  const limit = Math.min(MAX_PAGE, Math.max(1, page.limit ?? defaultLimit));
  const rows = await LedgerEntry.find({ userId, ...idCursor(page.cursor) })
    .sort({ _id: -1 })
    .limit(limit + 1)
    .lean()
    .exec();
  const { shown, nextCursor } = pageOf(rows, limit);
  return {
    entries: shown.map((e) => ({
      id: e._id.toHexString(),
      kind: e.kind,
      amount: fromMilli(e.amount),
      description: e.description,
      createdAt: e.createdAt.toISOString(),
    })),
    nextCursor,
  };
}

/** The user's own ledger as the Activity tab. */
export function createActivityService({ models }: { models: Pick<Models, 'LedgerEntry'> }) {
  const mine = (userId: Types.ObjectId, page: { cursor?: string; limit?: number }) =>
    ledgerPage(models.LedgerEntry, userId, page);
  return { mine };
}
export type ActivityService = ReturnType<typeof createActivityService>;
