import type { Task, UserTask } from '@cum/shared/contract/tasks';
import { fromMilli } from '@cum/shared/domain/money';
import type { Types } from 'mongoose';
import type { TaskRecord } from '../../models/task.ts';
import type { UserTaskRecord } from '../../models/user-task.ts';

export function toTaskView(t: TaskRecord): Task {
  return {
    id: t._id.toHexString(),
    type: t.type ?? 'daily',
    title: t.title,
    description: t.description,
    reward: t.reward,
    isActive: !!t.isActive,
    actionType: t.actionType ?? 'instant',
    actionUrl: t.actionUrl ?? null,
    actionInstructions: t.actionInstructions ?? null,
    createdAt: t.createdAt.toISOString(),
  };
}

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
