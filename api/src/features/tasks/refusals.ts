import type { UserTaskStatus } from '@cum/shared/contract/tasks';
import { type TaskAction, taskTransition } from '@cum/shared/domain/tasks';
import { refusalError } from '../../lib/errors.ts';
import type { TaskRecord } from '../../models/task.ts';

/** The 409 for an action the task state machine does not allow now, or null when it is allowed. */
export function refusal(
  actionType: TaskRecord['actionType'],
  status: UserTaskStatus,
  action: TaskAction,
  now: Date,
  triggeredAt?: Date | null,
) {
  const t = taskTransition(actionType ?? 'instant', status, action, { now, triggeredAt });
  if (t.ok) return null;
  const error = refusalError(t.reason, t.message);
  if (t.reason === 'already_completed') return error.because({ reason: 'task-done', params: {} });
  if (t.reason === 'too_early' && t.waitSeconds !== undefined)
    return error.because({ reason: 'task-too-early', params: { seconds: t.waitSeconds } });
  return error;
}
