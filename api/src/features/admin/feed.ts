import { Types, trusted } from 'mongoose';
import { badRequest } from '../../lib/errors.ts';
import type { ActivityEventModel } from '../../models/activity-event.ts';
import type { AuditEntryModel } from '../../models/audit-entry.ts';
import { toActivityView, toAuditView } from './views.ts';

export const AUDIT_PAGE_SIZE = 50;

/** The activity feed (latest first) and the audit log (newest first, by _id cursor). */
export function createFeed(deps: { ActivityEvent: ActivityEventModel; AuditEntry: AuditEntryModel }) {
  const { ActivityEvent, AuditEntry } = deps;

  async function activity(limit: number) {
    const events = await ActivityEvent.find().sort({ createdAt: -1 }).limit(limit).lean().exec();
    return events.map(toActivityView);
  }

  async function audit(query: { cursor?: string; limit?: number }) {
    const limit = query.limit ?? AUDIT_PAGE_SIZE;
    if (query.cursor !== undefined && !/^[0-9a-f]{24}$/i.test(query.cursor)) {
      throw badRequest('query.cursor: Invalid cursor');
    }
    const filter = query.cursor ? { _id: trusted({ $lt: new Types.ObjectId(query.cursor) }) } : {};
    const rows = await AuditEntry.find(filter)
      .sort({ _id: -1 })
      .limit(limit + 1)
      .lean()
      .exec();
    const page = rows.slice(0, limit);
    const end = page.at(-1);
    return {
      entries: page.map(toAuditView),
      nextCursor: rows.length > limit && end ? end._id.toHexString() : null,
    };
  }

  return { activity, audit };
}
