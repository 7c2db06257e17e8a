import type { Task, UserTaskStatus } from '@cum/shared/contract/tasks';
import { EXTERNAL_CLAIM_DELAY_MS } from '@cum/shared/domain/tasks';

export type TaskStep = 'start' | 'trigger' | 'claim' | 'complete';

/**
 * The button of a task's state (docs/product.md#tasks): Complete or Start, then Go, then Claim Reward;
 * channel tasks verify membership on the claim. Completed tasks have none. `label` is a message id.
 */
export function nextStep(task: Task, status: UserTaskStatus): { step: TaskStep; label: string } | null {
  if (status === 'completed') return null;
  if (task.actionType === 'instant') return { step: 'complete', label: 'task-complete' };
  if (status === 'not_started') return { step: 'start', label: 'task-start' };
  if (status === 'started') return { step: 'trigger', label: 'task-go' };
  return { step: 'claim', label: task.actionType === 'telegram_join' ? 'task-verify' : 'task-claim' };
}

/** Milliseconds an external task still waits before its claim (0 when it may be claimed). */
export function claimWaitMs(triggeredAtMs: number | undefined, nowMs: number): number {
  if (triggeredAtMs === undefined) return 0;
  return Math.max(0, Math.min(EXTERNAL_CLAIM_DELAY_MS, triggeredAtMs + EXTERNAL_CLAIM_DELAY_MS - nowMs));
}
