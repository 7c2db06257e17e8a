import type { activitySchema, auditEntrySchema } from '@cum/shared/contract/admin';
import type { z } from 'zod';
import type { ActivityEventRecord } from '../../models/activity-event.ts';
import type { AuditEntryRecord } from '../../models/audit-entry.ts';
import { type TaskRecord, toTaskView } from '../../models/task.ts';

/** The fields of a task an audit entry keeps (what an admin can change). */
export function taskSnapshot(t: TaskRecord): Record<string, unknown> {
  const { id: _id, createdAt: _c, ...rest } = toTaskView(t);
  return { ...rest, deletedAt: t.deletedAt ? t.deletedAt.toISOString() : null };
}

export function toActivityView(e: ActivityEventRecord): z.input<typeof activitySchema> {
  return {
    id: e._id.toHexString(),
    type: e.type,
    description: e.description,
    username: e.username,
    timestamp: e.createdAt.toISOString(),
  };
}

export function toAuditView(e: AuditEntryRecord): z.input<typeof auditEntrySchema> {
  return {
    id: e._id.toHexString(),
    adminId: e.adminId.toHexString(),
    adminUsername: e.adminUsername,
    action: e.action,
    targetType: e.targetType,
    targetId: e.targetId,
    before: e.before,
    after: e.after,
    createdAt: e.createdAt.toISOString(),
  };
}
