import { z } from 'zod';
import { cum, isoDate, objectId, text } from './common.ts';
import { route } from './route.ts';

export const taskTypes = ['daily', 'weekly', 'special'] as const;
export type TaskType = (typeof taskTypes)[number];
/** `telegram_join` (docs/product.md#tasks): the claim checks channel membership through the bot. */
export const taskActionTypes = ['instant', 'external', 'telegram_join', 'other'] as const;
export type TaskActionType = (typeof taskActionTypes)[number];
export const userTaskStatuses = ['not_started', 'started', 'action_triggered', 'completed'] as const;
export type UserTaskStatus = (typeof userTaskStatuses)[number];

export const taskSchema = z.object({
  id: objectId,
  type: z.enum(taskTypes),
  title: z.string(),
  description: z.string(),
  /** Base reward in whole $CUM, before the Task Bonus and Token Booster. */
  reward: z.number().int().positive(),
  isActive: z.boolean(),
  actionType: z.enum(taskActionTypes),
  actionUrl: z.string().nullable(),
  actionInstructions: z.string().nullable(),
  /** telegram_join tasks: the channel (@name or numeric id) whose membership the claim checks. */
  telegramChatId: z.string().nullable(),
  createdAt: isoDate,
});
export type Task = z.infer<typeof taskSchema>;

export const userTaskSchema = z.object({
  taskId: objectId,
  status: z.enum(userTaskStatuses),
  completed: z.boolean(),
  /** The period this status belongs to: a UTC date, an ISO week (2026-W47) or "once". */
  periodKey: z.string(),
  triggeredAt: isoDate.nullable(),
  completedAt: isoDate.nullable(),
  /** $CUM paid for this completion, 0 until completed. */
  rewardPaid: cum,
});
export type UserTask = z.infer<typeof userTaskSchema>;

export const taskIdParams = z.object({ id: objectId });

export const taskActionResponse = z.object({
  userTask: userTaskSchema,
  /** $CUM credited by this call (0 unless it completed the task). */
  reward: cum,
  cumBalance: cum,
});

// nullish: a client may send no body at all (docs/product.md#calls-and-errors), which reaches the validator
// as null.
export const triggerBody = z
  .object({ verificationData: z.union([text(500), z.record(z.string(), z.string().max(500))]).optional() })
  .nullish();

export const tasks = {
  list: route({
    method: 'GET',
    path: '/api/tasks',
    access: 'user',
    summary: 'Active tasks',
    response: z.object({ tasks: z.array(taskSchema) }),
  }),
  userTasks: route({
    method: 'GET',
    path: '/api/user-tasks',
    access: 'user',
    summary: "The user's status of each active task for the current period",
    response: z.array(userTaskSchema),
  }),
  start: route({
    method: 'POST',
    path: '/api/tasks/:id/start',
    access: 'user',
    money: true,
    summary: 'not_started -> started',
    params: taskIdParams,
    response: taskActionResponse,
  }),
  trigger: route({
    method: 'POST',
    path: '/api/tasks/:id/trigger',
    access: 'user',
    money: true,
    summary: 'started -> action_triggered (records the time; the client opens the URL)',
    params: taskIdParams,
    body: triggerBody,
    response: taskActionResponse,
  }),
  claim: route({
    method: 'POST',
    path: '/api/tasks/:id/claim',
    access: 'user',
    money: true,
    summary: 'action_triggered -> completed, paying the reward (external: at least 10 s after the trigger)',
    params: taskIdParams,
    response: taskActionResponse,
  }),
  complete: route({
    method: 'POST',
    path: '/api/tasks/:id/complete',
    access: 'user',
    money: true,
    summary: 'Instant tasks: not_started -> completed, paying the reward',
    params: taskIdParams,
    response: taskActionResponse,
  }),
} as const;
