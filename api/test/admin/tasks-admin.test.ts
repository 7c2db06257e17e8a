import { contract } from '@cum/shared/contract';
import { Types } from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../src/db/transaction.ts';
import { useTestApp } from '../helpers/test-app.ts';

const { admin } = contract;

describe('admin tasks', () => {
  let headers: Record<string, string>;
  const t = useTestApp();
  beforeAll(async () => {
    ({ headers } = await t.adminUser());
  });

  const count = () => t.services.models.Task.countDocuments();

  it('creates a task with the form defaults (reward 25, daily, instant, active)', async () => {
    const { task } = await t.ok(admin.createTask, {
      headers,
      body: { title: ' Check in ', description: 'Say hi' },
    });
    expect(task).toMatchObject({
      title: 'Check in',
      description: 'Say hi',
      reward: 25,
      type: 'daily',
      actionType: 'instant',
      actionUrl: null,
      actionInstructions: null,
      isActive: true,
    });
  });

  it('creates an external task; a bare t.me link is stored as https', async () => {
    const { task } = await t.ok(admin.createTask, {
      headers,
      body: {
        title: 'Join',
        description: 'Join the channel',
        reward: 100,
        type: 'special',
        actionType: 'external',
        actionUrl: 't.me/cumchannel',
        actionInstructions: 'Tap Go',
        isActive: false,
      },
    });
    expect(task).toMatchObject({
      actionUrl: 'https://t.me/cumchannel',
      type: 'special',
      reward: 100,
      isActive: false,
    });
  });

  it.each([
    [{ description: 'd' }, 'body.title: Title is required'],
    [{ title: '', description: 'd' }, 'body.title: Title is required'],
    [{ title: 't' }, 'body.description: Description is required'],
    [{ title: 't', description: 'd', reward: 0 }, 'body.reward: Reward must be positive'],
    [{ title: 't', description: 'd', reward: -5 }, 'body.reward: Reward must be positive'],
    [{ title: 't', description: 'd', reward: 2.5 }, 'body.reward: Reward must be a whole number'],
    [{ title: 't', description: 'd', reward: '25' }, 'body.reward: Reward must be a number'],
    [{ title: 't', description: 'd', type: 'monthly' }, 'body.type:'],
    [{ title: 't', description: 'd', actionType: 'magic' }, 'body.actionType:'],
    [{ title: 't', description: 'd', actionUrl: 'javascript:alert(1)' }, 'body.actionUrl:'],
    [{ title: 't', description: 'd', actionType: 'external' }, 'body.actionUrl: An external task needs'],
    [
      { title: 't', description: 'd', actionType: 'external', actionUrl: '' },
      'body.actionUrl: An external task needs',
    ],
    [{ title: 't', description: 'd', isActive: 'no' }, 'body.isActive:'],
    [
      { title: 't', description: 'd', actionType: 'telegram_join' },
      'body.telegramChatId: A Telegram channel task',
    ],
    [{ title: 't', description: 'd', telegramChatId: 'not a channel' }, 'body.telegramChatId:'],
  ])('refuses %j with 400 naming the field', async (body, message) => {
    const before = await count();
    const err = await t.fails(admin.createTask, 400, { headers, body });
    expect(err.message).toContain(message);
    expect(await count()).toBe(before);
  });

  // Tests that edit or list make their own tasks, so the file passes in any order (--sequence.shuffle).
  const JOIN = {
    title: 'Join',
    description: 'Join the channel',
    reward: 100,
    type: 'special',
    actionType: 'external',
    actionUrl: 't.me/cumchannel',
    isActive: false,
  } as const;
  const createTask = async (body: Record<string, unknown>) =>
    (await t.ok(admin.createTask, { headers, body })).task;

  it('lists every task that is not deleted, active or not', async () => {
    const active = await createTask({ title: 'Listed active', description: 'd' });
    const inactive = await createTask({ title: 'Listed inactive', description: 'd', isActive: false });
    const deleted = await createTask({ title: 'Listed deleted', description: 'd' });
    await t.ok(admin.deleteTask, { headers, params: { taskId: deleted.id } });
    const { tasks } = await t.ok(admin.listTasks, { headers });
    const ids = tasks.map((x) => x.id);
    expect(ids).toEqual(expect.arrayContaining([active.id, inactive.id]));
    expect(ids).not.toContain(deleted.id);
    expect(await t.services.models.Task.countDocuments({ deletedAt: null })).toBe(tasks.length);
  });

  it('a PATCH changes only what it sends', async () => {
    const join = await createTask(JOIN);
    const { task } = await t.ok(admin.updateTask, {
      headers,
      params: { taskId: join.id },
      body: { reward: 150 },
    });
    expect(task).toMatchObject({
      reward: 150,
      type: 'special',
      isActive: false,
      actionUrl: 'https://t.me/cumchannel',
    });
  });

  it('refuses to leave an external task without a URL, and bad edits', async () => {
    const join = await createTask(JOIN);
    const checkIn = await createTask({ title: 'Check in', description: 'Say hi' });
    const e1 = await t.fails(admin.updateTask, 400, {
      headers,
      params: { taskId: join.id },
      body: { actionUrl: '' },
    });
    expect(e1.message).toContain('body.actionUrl:');
    const e2 = await t.fails(admin.updateTask, 400, {
      headers,
      params: { taskId: checkIn.id },
      body: { actionType: 'external' },
    });
    expect(e2.message).toContain('body.actionUrl:');
    const e3 = await t.fails(admin.updateTask, 400, {
      headers,
      params: { taskId: checkIn.id },
      body: { title: ' ' },
    });
    expect(e3.message).toContain('body.title: Title is required');
    await t.fails(admin.updateTask, 400, { headers, params: { taskId: 'nope' }, body: {} });
    const missing = await t.fails(admin.updateTask, 404, {
      headers,
      params: { taskId: new Types.ObjectId().toHexString() },
      body: { title: 'x' },
    });
    expect(missing.message).toBe('Task not found.');
    const still = await t.services.models.Task.findById(join.id).lean();
    expect(still).toMatchObject({ actionUrl: 'https://t.me/cumchannel', actionType: 'external' });
  });

  it("soft-deletes: gone from lists, users' completions and ledger entries stay", async () => {
    const { task } = await t.ok(admin.createTask, {
      headers,
      body: { title: 'Temp', description: 'd', reward: 10 },
    });
    const { user } = await t.signedInUser();
    const taskId = new Types.ObjectId(task.id);
    await inTransaction(t.services.connection, async (session) => {
      await t.services.ledger.post(session, {
        userId: user._id,
        amount: 10_000,
        kind: 'task_reward',
        key: `task:${task.id}:${user._id}`,
        description: 'Temp',
      });
      await t.services.models.UserTask.create(
        [{ userId: user._id, taskId, periodKey: '2026-01-05', status: 'completed', rewardPaid: 10_000 }],
        { session },
      );
    });
    await t.ok(admin.deleteTask, { headers, params: { taskId: task.id } });
    await t.fails(admin.deleteTask, 404, { headers, params: { taskId: task.id } });
    await t.fails(admin.updateTask, 404, { headers, params: { taskId: task.id }, body: { title: 'back' } });

    const { tasks } = await t.ok(admin.listTasks, { headers });
    expect(tasks.map((x) => x.id)).not.toContain(task.id);
    const stored = await t.services.models.Task.findById(taskId).lean();
    expect(stored?.deletedAt).toBeInstanceOf(Date);
    expect(await t.services.models.UserTask.countDocuments({ taskId })).toBe(1);
    expect(await t.services.models.LedgerEntry.countDocuments({ userId: user._id })).toBe(1);
    const after = await t.services.models.User.findById(user._id).lean();
    expect(after?.balance).toBe(10_000);
  });

  it('audits create, update and delete with before and after', async () => {
    const task = await createTask({ ...JOIN, title: 'Audited' });
    await t.ok(admin.updateTask, { headers, params: { taskId: task.id }, body: { reward: 150 } });
    await t.ok(admin.deleteTask, { headers, params: { taskId: task.id } });
    const { entries } = await t.ok(admin.audit, { headers, query: { limit: 100 } });
    const mine = entries.filter((e) => e.targetType === 'task' && e.targetId === task.id);
    expect(mine.map((e) => e.action)).toEqual(['task.delete', 'task.update', 'task.create']);
    const update = mine[1];
    expect(update?.before).toMatchObject({ reward: 100 });
    expect(update?.after).toMatchObject({ reward: 150 });
    expect(mine[0]?.after).toMatchObject({ title: 'Audited' });
    expect(mine[0]?.after?.deletedAt).toEqual(expect.any(String));
  });
});

describe('admin tasks: Telegram channel tasks', () => {
  let headers: Record<string, string>;
  const t = useTestApp();
  beforeAll(async () => {
    ({ headers } = await t.adminUser());
  });

  it('creates a Telegram channel task with its channel', async () => {
    const { task } = await t.ok(admin.createTask, {
      headers,
      body: {
        title: 'Join',
        description: 'Join our channel',
        actionType: 'telegram_join',
        telegramChatId: '@cum_news',
      },
    });
    expect(task).toMatchObject({ actionType: 'telegram_join', telegramChatId: '@cum_news' });
  });
});
