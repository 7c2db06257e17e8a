import type { ClientSession, Types } from 'mongoose';
import type { AuditEntryModel } from '../../models/audit-entry.ts';
import type { ActivityLog } from '../../platform/activity-log.ts';

/** The admin who acts: the signed-in user of the request. */
export interface Actor {
  _id: Types.ObjectId;
  username?: string | null;
}

export interface AuditInput {
  action: string;
  targetType: 'user' | 'task' | 'room';
  targetId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** The feed line of the admin_action activity event. */
  description: string;
  /** Pre-generated id, when the caller needs it before writing (e.g. as a ledger key). */
  id?: Types.ObjectId;
}

/**
 * Records one admin action in the audit log and the activity feed, inside the caller's transaction:
 * if the change aborts, so does its record.
 */
export function createAudit({
  AuditEntry,
  activityLog,
}: {
  AuditEntry: AuditEntryModel;
  activityLog: ActivityLog;
}) {
  return async function record(session: ClientSession, actor: Actor, input: AuditInput) {
    const [entry] = await AuditEntry.create(
      [
        {
          ...(input.id ? { _id: input.id } : {}),
          adminId: actor._id,
          adminUsername: actor.username ?? null,
          action: input.action,
          targetType: input.targetType,
          targetId: input.targetId,
          before: input.before,
          after: input.after,
        },
      ],
      { session },
    );
    await activityLog.record(session, {
      type: 'admin_action',
      description: input.description,
      userId: actor._id,
      username: actor.username ?? null,
    });
    return entry;
  };
}
export type RecordAudit = ReturnType<typeof createAudit>;
