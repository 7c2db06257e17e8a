import { contract } from '@cum/shared/contract';
import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../src/lib/clock.ts';
import { balanceOf, createTask, expectLedgerInvariant, ledgerOf } from '../economy/helpers.ts';
import { useTestApp } from '../helpers/test-app.ts';

const { tasks } = contract;

describe('tasks', () => {
  // Dates after the real "now": sessions expire by the embedded database's real-time TTL sweep.
  const clock = manualClock(new Date('2027-01-05T10:00:00Z'));
  const t = useTestApp({ clock });

  const id = (task: { _id: Types.ObjectId }) => ({ id: task._id.toHexString() });

  it('lists active tasks only, and every one as not_started without a record', async () => {
    // The tests of this file run shuffled and move the shared clock: the period key below is this day's.
    clock.set(new Date('2027-01-05T10:00:00Z'));
    const active = await createTask(t, { title: 'Active one' });
    await createTask(t, { title: 'Inactive', isActive: false });
    await createTask(t, { title: 'Deleted', deletedAt: new Date() });
    const { headers } = await t.signedInUser();
    const list = await t.ok(tasks.list, { headers });
    const titles = list.tasks.map((x) => x.title);
    expect(titles).toContain('Active one');
    expect(titles).not.toContain('Inactive');
    expect(titles).not.toContain('Deleted');
    const mine = await t.ok(tasks.userTasks, { headers });
    expect(mine.find((u) => u.taskId === active._id.toHexString())).toEqual({
      taskId: active._id.toHexString(),
      status: 'not_started',
      completed: false,
      periodKey: '2027-01-05',
      triggeredAt: null,
      completedAt: null,
      rewardPaid: 0,
    });
    expect(mine).toHaveLength(list.tasks.length);
    expect((await t.call(tasks.list)).status).toBe(401);
  });

  it('instant: complete pays once, counts, and records activity', async () => {
    clock.set(new Date('2027-01-05T10:00:00Z'));
    const task = await createTask(t, { reward: 40 });
    const { user, headers } = await t.signedInUser();
    const before = await t.services.tally.read(['tasksCompleted']);
    const res = await t.ok(tasks.complete, { params: id(task), headers });
    expect(res.reward).toBe(40);
    expect(res.cumBalance).toBe(40);
    expect(res.userTask).toMatchObject({ status: 'completed', completed: true, rewardPaid: 40 });
    const again = await t.fails(tasks.complete, 409, { params: id(task), headers });
    expect(again.error).toBe('already_done');
    expect(again.message).toMatch(/already completed/);
    expect((await t.fails(tasks.start, 409, { params: id(task), headers })).error).toBe('already_done');
    const u = await t.services.models.User.findById(user._id).lean();
    expect(u?.tasksDone).toBe(1);
    expect((await t.services.tally.read(['tasksCompleted'])).tasksCompleted).toBe(before.tasksCompleted + 1);
    const events = await t.services.models.ActivityEvent.find({
      userId: user._id,
      type: 'task_completed',
    }).lean();
    expect(events).toHaveLength(1);
    const entries = await ledgerOf(t, user._id);
    expect(entries.map((e) => e.key)).toEqual([
      `task:${user._id.toHexString()}:${task._id.toHexString()}:2027-01-05`,
    ]);
  });

  it('instant tasks refuse the step-by-step calls', async () => {
    const task = await createTask(t);
    const { headers } = await t.signedInUser();
    for (const route of [tasks.start, tasks.trigger, tasks.claim]) {
      const err = await t.fails(route, 409, { params: id(task), headers });
      expect(err.message).toMatch(/one step/);
    }
  });

  it('other: start -> trigger -> claim; every other order is a 409 with a message', async () => {
    const task = await createTask(t, { actionType: 'other', reward: 30, type: 'special' });
    const { user, headers } = await t.signedInUser();
    expect((await t.fails(tasks.claim, 409, { params: id(task), headers })).message).toBe(
      'Start the task first.',
    );
    expect((await t.fails(tasks.trigger, 409, { params: id(task), headers })).message).toBe(
      'Start the task first.',
    );
    expect((await t.fails(tasks.complete, 409, { params: id(task), headers })).message).toMatch(/has steps/);
    expect((await t.ok(tasks.start, { params: id(task), headers })).userTask.status).toBe('started');
    expect((await t.fails(tasks.start, 409, { params: id(task), headers })).message).toMatch(
      /already started/,
    );
    const claimEarly = await t.fails(tasks.claim, 409, { params: id(task), headers });
    expect(claimEarly.message).toBe('Do the task action before claiming the reward.');
    const trig = await t.ok(tasks.trigger, {
      params: id(task),
      headers,
      body: { verificationData: 'done' },
    });
    expect(trig.userTask).toMatchObject({
      status: 'action_triggered',
      triggeredAt: clock.now().toISOString(),
    });
    expect((await t.fails(tasks.trigger, 409, { params: id(task), headers })).message).toMatch(
      /Claim your reward/,
    );
    const claimed = await t.ok(tasks.claim, { params: id(task), headers });
    expect(claimed).toMatchObject({
      reward: 30,
      cumBalance: 30,
      userTask: { status: 'completed', periodKey: 'once' },
    });
    expect((await t.fails(tasks.claim, 409, { params: id(task), headers })).error).toBe('already_done');
    expect(await balanceOf(t, user._id)).toBe(30_000);
  });

  it('external: a claim 2 s after the trigger is refused, 10 s after it pays', async () => {
    clock.set(new Date('2027-01-05T12:00:00Z'));
    const task = await createTask(t, {
      actionType: 'external',
      actionUrl: 'https://example.com',
      reward: 20,
    });
    const { user, headers } = await t.signedInUser();
    await t.ok(tasks.start, { params: id(task), headers });
    await t.ok(tasks.trigger, { params: id(task), headers });
    clock.advance(2000);
    const early = await t.fails(tasks.claim, 409, { params: id(task), headers });
    expect(early).toEqual({
      error: 'too_early',
      message: 'Finish the task first: you can claim the reward in 8 seconds.',
      reason: 'task-too-early',
      params: { seconds: 8 },
    });
    expect(await balanceOf(t, user._id)).toBe(0);
    clock.advance(8000);
    expect((await t.ok(tasks.claim, { params: id(task), headers })).reward).toBe(20);
  });

  it('applies the Task Bonus (+25%) and an active Token Booster (x2)', async () => {
    clock.set(new Date('2027-01-05T12:00:00Z'));
    const task = await createTask(t, { reward: 50 });
    const bonus = await t.signedInUser({ perks: { taskBonus: true } });
    expect((await t.ok(tasks.complete, { params: id(task), headers: bonus.headers })).reward).toBe(62.5);
    const both = await t.signedInUser({
      perks: { taskBonus: true, boosterUntil: new Date('2027-01-06T00:00:00Z') },
    });
    expect((await t.ok(tasks.complete, { params: id(task), headers: both.headers })).reward).toBe(125);
    const expired = await t.signedInUser({ perks: { boosterUntil: new Date('2027-01-05T11:59:59Z') } });
    expect((await t.ok(tasks.complete, { params: id(task), headers: expired.headers })).reward).toBe(50);
  });

  it('daily tasks restart each UTC day, weekly each ISO week, special never', async () => {
    clock.set(new Date('2027-01-03T23:59:00Z')); // Sunday of 2026-W53
    const daily = await createTask(t, { reward: 1, type: 'daily' });
    const weekly = await createTask(t, { reward: 2, type: 'weekly' });
    const special = await createTask(t, { reward: 3, type: 'special' });
    const { user, headers } = await t.signedInUser();
    for (const task of [daily, weekly, special]) await t.ok(tasks.complete, { params: id(task), headers });
    const done = await t.ok(tasks.userTasks, { headers });
    expect(done.find((u) => u.taskId === weekly._id.toHexString())?.periodKey).toBe('2026-W53');

    clock.set(new Date('2027-01-04T00:00:01Z')); // Monday: a new day and a new ISO week
    const fresh = await t.ok(tasks.userTasks, { headers });
    const status = (task: { _id: Types.ObjectId }) => fresh.find((u) => u.taskId === task._id.toHexString());
    expect(status(daily)).toMatchObject({ status: 'not_started', periodKey: '2027-01-04' });
    expect(status(weekly)).toMatchObject({ status: 'not_started', periodKey: '2027-W01' });
    expect(status(special)).toMatchObject({ status: 'completed', periodKey: 'once' });
    await t.ok(tasks.complete, { params: id(daily), headers });
    await t.ok(tasks.complete, { params: id(weekly), headers });
    await t.fails(tasks.complete, 409, { params: id(special), headers });

    clock.set(new Date('2027-01-05T08:00:00Z')); // Tuesday: same week
    await t.ok(tasks.complete, { params: id(daily), headers });
    await t.fails(tasks.complete, 409, { params: id(weekly), headers });
    expect(await balanceOf(t, user._id)).toBe((1 + 2 + 3 + 1 + 2 + 1) * 1000);
    await expectLedgerInvariant(t, [user._id]);
  });

  it('an inactive, deleted or unknown task is a 404; a malformed id a 400', async () => {
    const inactive = await createTask(t, { isActive: false });
    const deleted = await createTask(t, { deletedAt: new Date() });
    const { headers } = await t.signedInUser();
    for (const task of [inactive, deleted, { _id: new Types.ObjectId() }]) {
      for (const route of [tasks.start, tasks.trigger, tasks.claim, tasks.complete]) {
        const err = await t.fails(route, 404, { params: id(task), headers });
        expect(err.message).toBe('This task is not available.');
      }
    }
    await t.fails(tasks.complete, 400, { params: { id: 'nope' }, headers });
  });

  it('200 simultaneous claims of one task credit exactly once', { timeout: 180_000 }, async () => {
    clock.set(new Date('2027-01-06T09:00:00Z'));
    const task = await createTask(t, { actionType: 'other', reward: 10 });
    const { user, headers } = await t.signedInUser();
    await t.ok(tasks.start, { params: id(task), headers });
    await t.ok(tasks.trigger, { params: id(task), headers });
    const results = await Promise.all(
      Array.from({ length: 200 }, () => t.call(tasks.claim, { params: id(task), headers })),
    );
    expect(results.find((r) => r.status !== 200 && r.status !== 409)?.json ?? null).toBeNull();
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await ledgerOf(t, user._id)).toHaveLength(1);
    expect(await balanceOf(t, user._id)).toBe(10_000);
    expect((await t.services.models.User.findById(user._id).lean())?.tasksDone).toBe(1);
    await expectLedgerInvariant(t, [user._id]);
  });

  it('200 simultaneous completes of an instant task credit exactly once', { timeout: 180_000 }, async () => {
    const task = await createTask(t, { reward: 10 });
    const { user, headers } = await t.signedInUser();
    const results = await Promise.all(
      Array.from({ length: 200 }, () => t.call(tasks.complete, { params: id(task), headers })),
    );
    expect(results.find((r) => r.status !== 200 && r.status !== 409)?.json ?? null).toBeNull();
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await ledgerOf(t, user._id)).toHaveLength(1);
    await expectLedgerInvariant(t, [user._id]);
  });
});
