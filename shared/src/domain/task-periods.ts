import type { TaskType } from '../contract/tasks.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * When the current period of a task type ends and its progress starts again at not_started
 * (economy.md, Tasks): daily at the next UTC midnight, weekly at the next Monday 00:00 UTC (ISO weeks
 * start on Monday), special never (null). Mirrors `taskPeriodKey` in tasks.ts.
 */
export function taskPeriodEnd(type: TaskType, now: Date): Date | null {
  if (type === 'special') return null;
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + DAY_MS;
  if (type === 'daily') return new Date(midnight);
  const weekday = now.getUTCDay() || 7; // Monday 1 ... Sunday 7
  return new Date(midnight + (7 - weekday) * DAY_MS);
}

/**
 * "resets in 5 h" style text for the time left until a period ends: whole days from 2 days on,
 * whole hours from 1 hour on, whole minutes below (at least 1). Rounds up so it never says 0 early.
 */
export function formatResetIn(msLeft: number): string {
  const ms = Math.max(0, msLeft);
  if (ms >= 2 * DAY_MS) return `resets in ${Math.floor(ms / DAY_MS)} d`;
  if (ms >= HOUR_MS) return `resets in ${Math.floor(ms / HOUR_MS)} h`;
  return `resets in ${Math.max(1, Math.ceil(ms / 60_000))} min`;
}

/** The reset text of a task type at `now`, or null for special tasks (they never reset). */
export function taskResetText(type: TaskType, now: Date): string | null {
  const end = taskPeriodEnd(type, now);
  return end ? formatResetIn(end.getTime() - now.getTime()) : null;
}
