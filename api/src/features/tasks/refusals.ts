import type { ErrorDetail } from '@cum/shared/contract';
import type { UserTaskStatus } from '@cum/shared/contract/tasks';
import { type TaskAction, type TaskWrongStep, taskTransition } from '@cum/shared/domain/tasks';
import { refusalError } from '../../lib/errors.ts';
import type { TaskRecord } from '../../models/task.ts';

/** The reason of each step a task action came out of order with (the domain's sentence stays). */
const WRONG_STEP: Record<TaskWrongStep, ErrorDetail> = {
  'one-step': { reason: 'task-one-step', params: {} },
  'has-steps': { reason: 'task-has-steps', params: {} },
  started: { reason: 'task-started', params: {} },
  'start-first': { reason: 'task-start-first', params: {} },
  'action-done': { reason: 'task-action-done', params: {} },
  'action-first': { reason: 'task-action-first', params: {} },
};

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
  if (t.reason === 'wrong_order' && t.step) return error.because(WRONG_STEP[t.step]);
  return error;
}
