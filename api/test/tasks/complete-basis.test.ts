import { contract } from '@cum/shared/contract';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../src/lib/clock.ts';
import { createTask } from '../economy/helpers.ts';
import { captureCalls } from '../helpers/docs-examined.ts';
import { useTestApp } from '../helpers/test-app.ts';

/**
 * Completing a task pays from the request's own read of the user (no second read in the
 * transaction), marks its ledger entry with tasksCompleted for the tally (no counters command on the
 * money path), and answers from the record it
 * wrote (no read after the commit). A perk bought after the request read the user is still paid.
 */
describe('task completion round trips', () => {
  const clock = manualClock(new Date('2027-03-02T10:00:00Z'));
  const t = useTestApp({ clock });
  const id = (task: { _id: { toHexString(): string } }) => ({ id: task._id.toHexString() });

  it('one user read, no counters command, no read after the commit', async () => {
    const task = await createTask(t, { reward: 40 });
    const { headers } = await t.signedInUser();
    await t.ok(contract.profile.getUser, { headers }); // the session is cached from here on
    const before = await t.services.tally.read(['tasksCompleted']);
    const calls = await captureCalls(t.services.connection, async () => {
      const res = await t.ok(contract.tasks.complete, { params: id(task), headers });
      expect(res.userTask).toMatchObject({ status: 'completed', completed: true, rewardPaid: 40 });
      expect(res.userTask.completedAt).toBe('2027-03-02T10:00:00.000Z');
    });
    const names = calls.map((c) => `${c.collection}.${c.method}`);
    expect(names.filter((n) => n.startsWith('users.'))).toEqual(['users.findOne', 'users.findOneAndUpdate']);
    // tasksCompleted travels on the ledger entry; the tally folds it in after the commit.
    expect(names.filter((n) => n.startsWith('counters.'))).toEqual([]);
    // The task's record: read once (in the transaction), written once, not read again.
    expect(names.filter((n) => n.startsWith('user_tasks.'))).toEqual([
      'user_tasks.findOne',
      'user_tasks.insertOne',
    ]);
    expect((await t.services.tally.read(['tasksCompleted'])).tasksCompleted).toBe(before.tasksCompleted + 1);
  });

  it('pays the booster bought after the request read the user', async () => {
    const task = await createTask(t, { reward: 50 });
    const u = await t.createUser();
    const stale = await t.userRecord(u._id);
    await t.services.models.User.updateOne(
      { _id: u._id },
      { $set: { 'perks.boosterUntil': new Date('2027-03-03T10:00:00Z') } },
    );
    const res = await t.services.tasks.complete(stale, task._id.toHexString());
    expect(res.reward).toBe(100);
    expect((await t.userRecord(u._id)).balance).toBe(100_000);
  });

  it('does not pay an expired booster the request still saw', async () => {
    const task = await createTask(t, { reward: 50 });
    const u = await t.createUser({ perks: { boosterUntil: new Date('2027-03-03T10:00:00Z') } });
    const stale = await t.userRecord(u._id);
    await t.services.models.User.updateOne({ _id: u._id }, { $set: { 'perks.boosterUntil': null } });
    const res = await t.services.tasks.complete(stale, task._id.toHexString());
    expect(res.reward).toBe(50);
    expect((await t.userRecord(u._id)).balance).toBe(50_000);
  });
});
