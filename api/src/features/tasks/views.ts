import type { UserTask } from '@cum/shared/contract/tasks';
import { fromMilli } from '@cum/shared/domain/money';
import type { Types } from 'mongoose';
import type { UserTaskRecord } from '../../models/user-task.ts';

/** A user's status of one task in one period; no record means not started. */
export function toUserTaskView(
  taskId: Types.ObjectId,
  periodKey: string,
  r: UserTaskRecord | null,
): UserTask {
  const status = r?.status ?? 'not_started';
  return {
    taskId: taskId.toHexString(),
    status,
    completed: status === 'completed',
    periodKey,
    triggeredAt: r?.triggeredAt ? r.triggeredAt.toISOString() : null,
    completedAt: r?.completedAt ? r.completedAt.toISOString() : null,
    rewardPaid: fromMilli(r?.rewardPaid ?? 0),
  };
}
