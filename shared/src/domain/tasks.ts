import type { TaskActionType, TaskType, UserTaskStatus } from '../contract/tasks.ts';
import { toMilli } from './money.ts';
import { utcDay } from './time.ts';

/** An external task's reward can be claimed only this long after the user opened its link. */
export const EXTERNAL_CLAIM_DELAY_MS = 10_000;

/** ISO-8601 week of a UTC moment, e.g. "2026-W47"; the year is the ISO week-year (Thursday rule). */
export function isoWeek(d: Date): string {
  const date = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  const weekday = date.getUTCDay() || 7; // Monday 1 ... Sunday 7
  // The Thursday of this week decides the week-year.
  date.setUTCDate(date.getUTCDate() + 4 - weekday);
  const year = date.getUTCFullYear();
  const week = Math.ceil(((date.getTime() - Date.UTC(year, 0, 1)) / 86_400_000 + 1) / 7);
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The period a task's progress belongs to: daily = UTC date, weekly = ISO week, special = once ever. */
export function taskPeriodKey(type: TaskType, now: Date): string {
  if (type === 'daily') return utcDay(now);
  if (type === 'weekly') return isoWeek(now);
  return 'once';
}

export interface TaskPerks {
  taskBonus?: boolean | null;
  boosterUntil?: Date | null;
}

/** Task reward in milli-$CUM: base, +25% with the Task Bonus upgrade, x2 while a Token Booster is active. */
export function taskRewardMilli(baseCum: number, perks: TaskPerks | null | undefined, now: Date): number {
  let milli = toMilli(baseCum);
  if (perks?.taskBonus) milli = Math.round((milli * 5) / 4);
  if (perks?.boosterUntil && perks.boosterUntil.getTime() > now.getTime()) milli *= 2;
  return milli;
}

export type TaskAction = 'start' | 'trigger' | 'claim' | 'complete';

/** Why the task state machine refuses an action. */
export type TaskRefusal = 'already_completed' | 'wrong_order' | 'too_early';

/** Which step a wrong_order refusal is about, so a client can say it in the user's language. */
export type TaskWrongStep =
  | 'one-step'
  | 'has-steps'
  | 'started'
  | 'start-first'
  | 'action-done'
  | 'action-first';

export type TransitionResult =
  | { ok: true; to: UserTaskStatus }
  | { ok: false; reason: TaskRefusal; message: string; waitSeconds?: number; step?: TaskWrongStep };

/**
 * The task state machine. Instant tasks: complete (not_started -> completed). Others: start, trigger,
 * claim in that order; an external task's claim waits EXTERNAL_CLAIM_DELAY_MS after the trigger.
 */
export function taskTransition(
  actionType: TaskActionType,
  status: UserTaskStatus,
  action: TaskAction,
  timing: { triggeredAt?: Date | null; now: Date } = { now: new Date(0) },
): TransitionResult {
  const wrong = (step: TaskWrongStep, message: string): TransitionResult => ({
    ok: false,
    reason: 'wrong_order',
    message,
    step,
  });
  if (status === 'completed') {
    return {
      ok: false,
      reason: 'already_completed',
      message: 'You have already completed this task for now.',
    };
  }
  if (actionType === 'instant') {
    if (action === 'complete') return { ok: true, to: 'completed' };
    return wrong('one-step', 'This task completes in one step: tap Complete.');
  }
  switch (action) {
    case 'complete':
      return wrong('has-steps', 'This task has steps: start it, do the action, then claim the reward.');
    case 'start':
      return status === 'not_started'
        ? { ok: true, to: 'started' }
        : wrong('started', 'You have already started this task.');
    case 'trigger':
      if (status === 'started') return { ok: true, to: 'action_triggered' };
      return status === 'not_started'
        ? wrong('start-first', 'Start the task first.')
        : wrong('action-done', 'You have already done the action for this task. Claim your reward.');
    case 'claim': {
      if (status !== 'action_triggered') {
        return status === 'not_started'
          ? wrong('start-first', 'Start the task first.')
          : wrong('action-first', 'Do the task action before claiming the reward.');
      }
      if (actionType === 'external') {
        const since = timing.now.getTime() - (timing.triggeredAt?.getTime() ?? timing.now.getTime());
        if (since < EXTERNAL_CLAIM_DELAY_MS) {
          const s = Math.ceil((EXTERNAL_CLAIM_DELAY_MS - since) / 1000);
          return {
            ok: false,
            reason: 'too_early',
            waitSeconds: s,
            message: `Finish the task first: you can claim the reward in ${s} second${s === 1 ? '' : 's'}.`,
          };
        }
      }
      return { ok: true, to: 'completed' };
    }
  }
}
