import { toMilli } from '@cum/shared/domain/money';
import { taskRewardMilli } from '@cum/shared/domain/tasks';

/**
 * Figures texts name, derived from the shared rules themselves so a text cannot promise what the
 * server does not pay: the Task Bonus's extra percent and the Token Booster's factor.
 */
const base = 100;
const plain = toMilli(base);

export const TASK_BONUS_PERCENT = Math.round(
  (taskRewardMilli(base, { taskBonus: true }, new Date(0)) / plain) * 100 - 100,
);

export const BOOSTER_FACTOR = taskRewardMilli(base, { boosterUntil: new Date(1) }, new Date(0)) / plain;
