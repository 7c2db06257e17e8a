import type { admin } from '@cum/shared/contract/admin';
import type { Connection } from 'mongoose';
import type { z } from 'zod';
import { inTransaction } from '../../db/transaction.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { type TaskModel, type TaskRecord, toTaskView } from '../../models/task.ts';
import type { Actor, RecordAudit } from './audit.ts';
import { taskSnapshot } from './views.ts';

type TaskInput = z.output<typeof admin.createTask.body>;
type TaskPatch = z.output<typeof admin.updateTask.body>;

/** An external task sends the user somewhere: without a URL its Go button would do nothing. */
function checkActionUrl(actionType: string, actionUrl: string | null | undefined) {
  if (actionType === 'external' && !actionUrl) {
    throw badRequest('body.actionUrl: An external task needs an http(s) or t.me URL');
  }
}

/** A channel-join task is verified against one channel: without it no claim could ever succeed. */
function checkChannel(actionType: string, chatId: string | null | undefined) {
  if (actionType === 'telegram_join' && !chatId) {
    throw badRequest('body.telegramChatId: A Telegram channel task needs the channel @username or chat id');
  }
}

/**
 * Admins list, create, edit and delete tasks. Deleting is soft (deletedAt): users' completions and
 * ledger entries keep pointing at a task that still exists.
 */
export function createTasksAdmin(deps: {
  Task: TaskModel;
  connection: Connection;
  clock: Clock;
  audit: RecordAudit;
  /** Called after every committed change: the users' cached task list on this instance is dropped. */
  onChanged?: () => void;
}) {
  const { Task, connection, clock, audit } = deps;
  const changed = () => deps.onChanged?.();

  async function list() {
    const tasks = await Task.find({ deletedAt: null }).sort({ createdAt: -1 }).lean().exec();
    return tasks.map(toTaskView);
  }

  async function create(actor: Actor, input: TaskInput) {
    checkActionUrl(input.actionType, input.actionUrl);
    checkChannel(input.actionType, input.telegramChatId);
    const view = await inTransaction(connection, async (session) => {
      const [doc] = await Task.create(
        [
          {
            ...input,
            actionUrl: input.actionUrl ?? null,
            actionInstructions: input.actionInstructions ?? null,
            telegramChatId: input.telegramChatId ?? null,
          },
        ],
        { session },
      );
      const task = doc?.toObject() as TaskRecord;
      await audit(session, actor, {
        action: 'task.create',
        targetType: 'task',
        targetId: task._id.toHexString(),
        before: null,
        after: taskSnapshot(task),
        description: `Task "${task.title}" created`,
      });
      return toTaskView(task);
    });
    changed();
    return view;
  }

  async function update(actor: Actor, taskId: string, patch: TaskPatch) {
    const view = await inTransaction(connection, async (session) => {
      const before = await Task.findOne({ _id: taskId, deletedAt: null }).session(session).lean().exec();
      if (!before) throw notFound('Task not found.');
      const $set: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(patch)) if (value !== undefined) $set[key] = value;
      checkActionUrl(
        patch.actionType ?? before.actionType ?? 'instant',
        patch.actionUrl !== undefined ? patch.actionUrl : before.actionUrl,
      );
      checkChannel(
        patch.actionType ?? before.actionType ?? 'instant',
        patch.telegramChatId !== undefined ? patch.telegramChatId : before.telegramChatId,
      );
      const after = await Task.findOneAndUpdate(
        { _id: before._id, deletedAt: null },
        { $set },
        { session, returnDocument: 'after' },
      )
        .lean()
        .exec();
      if (!after) throw notFound('Task not found.');
      await audit(session, actor, {
        action: 'task.update',
        targetType: 'task',
        targetId: taskId,
        before: taskSnapshot(before),
        after: taskSnapshot(after),
        description: `Task "${after.title}" updated`,
      });
      return toTaskView(after);
    });
    changed();
    return view;
  }

  async function remove(actor: Actor, taskId: string) {
    await inTransaction(connection, async (session) => {
      const before = await Task.findOne({ _id: taskId, deletedAt: null }).session(session).lean().exec();
      if (!before) throw notFound('Task not found.');
      const after = await Task.findOneAndUpdate(
        { _id: before._id, deletedAt: null },
        { $set: { deletedAt: clock.now() } },
        { session, returnDocument: 'after' },
      )
        .lean()
        .exec();
      if (!after) throw notFound('Task not found.');
      await audit(session, actor, {
        action: 'task.delete',
        targetType: 'task',
        targetId: taskId,
        before: taskSnapshot(before),
        after: taskSnapshot(after),
        description: `Task "${before.title}" deleted`,
      });
    });
    changed();
  }

  return { list, create, update, remove };
}
