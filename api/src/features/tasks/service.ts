import { fromMilli } from '@cum/shared/domain/money';
import { type TaskAction, taskPeriodKey, taskRewardMilli } from '@cum/shared/domain/tasks';
import { type ClientSession, type Connection, Types, trusted } from 'mongoose';
import { onBasis } from '../../db/basis.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Ledger } from '../../ledger/ledger.ts';
import type { Clock } from '../../lib/clock.ts';
import { alreadyDone, invalidState, isDuplicateKey, notFound } from '../../lib/errors.ts';
import type { Models } from '../../models/registry.ts';
import { toTaskView } from '../../models/task.ts';
import type { UserRecord } from '../../models/user.ts';
import type { UserTaskRecord } from '../../models/user-task.ts';
import type { ActivityLog } from '../../platform/activity-log.ts';
import { createCatalogueCache } from './catalogue.ts';
import { type ChannelMembershipChecker, verifyChannelMembership } from './channel-membership.ts';
import { refusal } from './refusals.ts';
import { seedStarterTasks } from './starter-catalogue.ts';
import { toUserTaskView } from './views.ts';

export interface TasksDeps {
  models: Pick<Models, 'Task' | 'UserTask' | 'User' | 'SetupMarker'>;
  connection: Connection;
  ledger: Ledger;
  activityLog: ActivityLog;
  clock: Clock;
  channelMembership?: ChannelMembershipChecker | null;
}

/** Tasks on the user side: the list, per-period status, and the start/trigger/claim/complete flow. */
const TASK_DONE = { reason: 'task-done', params: {} } as const;

export function createTasksService(deps: TasksDeps) {
  const { models, connection, ledger, activityLog, clock } = deps;
  const { Task, UserTask, User } = models;
  let membership = deps.channelMembership ?? null;

  const activeFilter = () => ({ deletedAt: null, isActive: true });
  const catalogue = createCatalogueCache({
    clock,
    read: async () => {
      const records = await Task.find(activeFilter()).sort({ createdAt: 1, _id: 1 }).lean().exec();
      return { records, list: { tasks: records.map(toTaskView) } };
    },
  });

  /** The active tasks, as every user sees them (cached per instance: catalogue.ts). */
  async function list() {
    return (await catalogue.get()).list;
  }

  async function userTasks(userId: Types.ObjectId) {
    const now = clock.now();
    const tasks = (await catalogue.get()).records;
    const keys = [...new Set(tasks.map((t) => taskPeriodKey(t.type ?? 'daily', now)))];
    const records = await UserTask.find({ userId, periodKey: trusted({ $in: keys }) })
      .lean()
      .exec();
    const byKey = new Map(records.map((r) => [`${r.taskId.toHexString()}:${r.periodKey}`, r]));
    return tasks.map((t) => {
      const periodKey = taskPeriodKey(t.type ?? 'daily', now);
      return toUserTaskView(t._id, periodKey, byKey.get(`${t._id.toHexString()}:${periodKey}`) ?? null);
    });
  }

  /** The task list changed (an admin's create/edit/delete): this instance shows it from the next request. */
  function catalogueChanged() {
    catalogue.invalidate();
  }

  // Reads the task fresh, never from the catalogue: what is paid must be what is in the database now.
  async function load(userId: Types.ObjectId, taskId: string, session?: ClientSession) {
    const task = await Task.findOne({ _id: new Types.ObjectId(taskId), ...activeFilter() })
      .session(session ?? null)
      .lean()
      .exec();
    if (!task)
      throw notFound('This task is not available.').because({ reason: 'task-unavailable', params: {} });
    const periodKey = taskPeriodKey(task.type ?? 'daily', clock.now());
    const record = await UserTask.findOne({ userId, taskId: task._id, periodKey })
      .session(session ?? null)
      .lean()
      .exec();
    return { task, periodKey, record };
  }

  /** After a lost race: re-read and answer why the action no longer applies. */
  async function refuseNow(userId: Types.ObjectId, taskId: string, action: TaskAction): Promise<never> {
    const { task, record } = await load(userId, taskId);
    throw (
      refusal(task.actionType, record?.status ?? 'not_started', action, clock.now(), record?.triggeredAt) ??
      invalidState('This task changed meanwhile. Please try again.').because({
        reason: 'task-changed',
        params: {},
      })
    );
  }

  const view = (
    taskId: Types.ObjectId,
    periodKey: string,
    record: UserTaskRecord | null,
    reward: number,
    balance: number,
  ) => ({
    userTask: toUserTaskView(taskId, periodKey, record),
    reward: fromMilli(reward),
    cumBalance: fromMilli(balance),
  });

  async function answer(user: UserRecord, taskId: Types.ObjectId, periodKey: string) {
    const record = await UserTask.findOne({ userId: user._id, taskId, periodKey }).lean().exec();
    return view(taskId, periodKey, record, 0, user.balance);
  }

  async function start(user: UserRecord, taskId: string) {
    const now = clock.now();
    const { task, periodKey, record } = await load(user._id, taskId);
    const refused = refusal(task.actionType, record?.status ?? 'not_started', 'start', now);
    if (refused) throw refused;
    try {
      const res = await UserTask.updateOne(
        { userId: user._id, taskId: task._id, periodKey },
        { $setOnInsert: { status: 'started', startedAt: now } },
        { upsert: true },
      ).exec();
      if (res.upsertedCount === 0) return refuseNow(user._id, taskId, 'start');
    } catch (err) {
      if (isDuplicateKey(err)) return refuseNow(user._id, taskId, 'start');
      throw err;
    }
    return answer(user, task._id, periodKey);
  }

  async function trigger(user: UserRecord, taskId: string) {
    const now = clock.now();
    const { task, periodKey, record } = await load(user._id, taskId);
    const refused = refusal(task.actionType, record?.status ?? 'not_started', 'trigger', now);
    if (refused) throw refused;
    const updated = await UserTask.findOneAndUpdate(
      { userId: user._id, taskId: task._id, periodKey, status: 'started' },
      { $set: { status: 'action_triggered', triggeredAt: now } },
    ).exec();
    if (!updated) return refuseNow(user._id, taskId, 'trigger');
    return answer(user, task._id, periodKey);
  }

  /**
   * Completes the task for this period and pays it: one transaction for status, ledger and counters.
   * The amount comes from the perks of the request's own read of the user (`basis`); those perks are
   * a condition of the ledger's update, so when they changed since that read the completion runs once
   * more on a fresh read instead of paying from the stale one.
   */
  async function finish(user: UserRecord, taskId: string, action: 'claim' | 'complete') {
    const attempt = (basis: UserRecord | null) =>
      inTransaction(connection, async (session) => {
        const now = clock.now();
        const { task, periodKey, record } = await load(user._id, taskId, session);
        const refused = refusal(
          task.actionType,
          record?.status ?? 'not_started',
          action,
          now,
          record?.triggeredAt,
        );
        if (refused) throw refused;
        const payee = basis ?? (await User.findById(user._id).session(session).lean().exec());
        if (!payee) throw notFound('User not found.');
        const amount = taskRewardMilli(task.reward, payee.perks, now);
        const done = { status: 'completed' as const, completedAt: now, rewardPaid: amount };
        let completed: UserTaskRecord | null;
        if (record) {
          completed = await UserTask.findOneAndUpdate(
            { _id: record._id, status: 'action_triggered' },
            { $set: done },
            { session, returnDocument: 'after', lean: true },
          ).exec();
          if (!completed)
            throw alreadyDone('You have already completed this task for now.').because(TASK_DONE);
        } else {
          const [created] = await UserTask.create(
            [{ userId: user._id, taskId: task._id, periodKey, ...done }],
            { session },
          );
          completed = created ? (created.toObject() as UserTaskRecord) : null;
        }
        const posted = await ledger.post(session, {
          userId: user._id,
          amount,
          kind: 'task_reward',
          key: `task:${user._id.toHexString()}:${task._id.toHexString()}:${periodKey}`,
          description: `Task: ${task.title}`,
          meta: { taskId: task._id.toHexString(), periodKey },
          ...(basis
            ? {
                userFilter: {
                  'perks.taskBonus': basis.perks?.taskBonus ?? null,
                  'perks.boosterUntil': basis.perks?.boosterUntil ?? null,
                },
                fromBasis: true,
              }
            : {}),
          userUpdate: { $inc: { tasksDone: 1 } },
          counters: { tasksCompleted: 1 },
        });
        if (posted.duplicate)
          throw alreadyDone('You have already completed this task for now.').because(TASK_DONE);
        await activityLog.record(session, {
          type: 'task_completed',
          description: `${payee.username ?? 'A user'} completed "${task.title}"`,
          userId: user._id,
          username: payee.username ?? null,
        });
        return { taskId: task._id, periodKey, amount, balance: posted.user.balance, completed };
      });

    const result = await onBasis(user, attempt);
    // The completed record as the transaction wrote it: no read after the commit.
    return view(result.taskId, result.periodKey, result.completed, result.amount, result.balance);
  }

  async function claim(user: UserRecord, taskId: string) {
    const { task, record } = await load(user._id, taskId);
    const refused = refusal(
      task.actionType,
      record?.status ?? 'not_started',
      'claim',
      clock.now(),
      record?.triggeredAt,
    );
    if (refused) throw refused;
    await verifyChannelMembership(membership, user, task);
    return finish(user, taskId, 'claim');
  }

  const complete = (user: UserRecord, taskId: string) => finish(user, taskId, 'complete');

  /** The bot binds its getChatMember checker after the services exist (it needs them to start). */
  function setChannelMembershipChecker(checker: ChannelMembershipChecker | null) {
    membership = checker;
  }

  /** First start of an empty database: the starter catalogue (starter-catalogue.ts), once ever. */
  async function seedStarterCatalogue(publicUrl: string): Promise<boolean> {
    const seeded = await seedStarterTasks({ models, connection, clock, publicUrl });
    if (seeded) catalogueChanged();
    return seeded;
  }

  return {
    list,
    userTasks,
    catalogueChanged,
    seedStarterCatalogue,
    start,
    trigger,
    claim,
    complete,
    setChannelMembershipChecker,
  };
}
export type TasksService = ReturnType<typeof createTasksService>;
