import { contract } from '@cum/shared/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_TTL_MS, createCatalogueCache } from '../../src/features/tasks/catalogue.ts';
import { manualClock } from '../../src/lib/clock.ts';
import { type TaskRecord, toTaskView } from '../../src/models/task.ts';
import { createTask } from '../economy/helpers.ts';
import { countCalls } from '../helpers/count-calls.ts';
import { useTestApp } from '../helpers/test-app.ts';

const { tasks, admin } = contract;

describe('the task catalogue: cached per instance, dropped by admin edits', () => {
  const clock = manualClock(new Date('2027-02-01T10:00:00Z'));
  const t = useTestApp({ clock });
  let user: Record<string, string>;
  let staff: Record<string, string>;
  beforeAll(async () => {
    ({ headers: user } = await t.signedInUser());
    ({ headers: staff } = await t.adminUser());
  });

  /** Counts the catalogue's reads (Task.find) while `fn` runs. */
  const countTaskReads = (fn: () => Promise<void>) => countCalls(t.services.models.Task, 'find', fn);
  const titles = async () => (await t.ok(tasks.list, { headers: user })).tasks.map((x) => x.title);

  it('answers exactly what the database holds, in order', async () => {
    await createTask(t, { title: 'First' });
    await createTask(t, { title: 'Off', isActive: false });
    await createTask(t, {
      title: 'Second',
      type: 'weekly',
      actionType: 'external',
      actionUrl: 'https://x.example',
    });
    const stored = await t.services.models.Task.find({ deletedAt: null, isActive: true })
      .sort({ createdAt: 1, _id: 1 })
      .lean<TaskRecord[]>();
    const expected = { tasks: stored.map(toTaskView) };
    expect(await t.ok(tasks.list, { headers: user })).toEqual(expected);
    // The second answer comes from the cache and is the same.
    expect(await t.ok(tasks.list, { headers: user })).toEqual(expected);
    expect((await t.ok(tasks.userTasks, { headers: user })).map((u) => u.taskId)).toEqual(
      expected.tasks.map((x) => x.id),
    );
  });

  it('serves repeated lists without reading the tasks; 50 concurrent misses do one read', async () => {
    await titles();
    expect(await countTaskReads(async () => void (await Promise.all([titles(), titles(), titles()])))).toBe(
      0,
    );
    clock.advance(CATALOGUE_TTL_MS);
    const reads = await countTaskReads(async () => {
      await Promise.all(Array.from({ length: 50 }, () => t.services.tasks.list()));
    });
    expect(reads).toBe(1);
  });

  it("an admin's create, edit and delete show at once on this instance", async () => {
    await titles();
    const { task } = await t.ok(admin.createTask, {
      headers: staff,
      body: { title: 'Fresh', description: 'd' },
    });
    expect(await titles()).toContain('Fresh');
    await t.ok(admin.updateTask, { headers: staff, params: { taskId: task.id }, body: { title: 'Renamed' } });
    expect(await titles()).toContain('Renamed');
    await t.ok(admin.updateTask, { headers: staff, params: { taskId: task.id }, body: { isActive: false } });
    expect(await titles()).not.toContain('Renamed');
    await t.ok(admin.updateTask, { headers: staff, params: { taskId: task.id }, body: { isActive: true } });
    await t.ok(admin.deleteTask, { headers: staff, params: { taskId: task.id } });
    expect(await titles()).not.toContain('Renamed');
  });

  it('an edit made elsewhere (another instance) shows within the TTL; money actions read the task fresh', async () => {
    const task = await createTask(t, { title: 'Elsewhere' });
    expect(await titles()).toContain('Elsewhere');
    await t.services.models.Task.updateOne({ _id: task._id }, { $set: { isActive: false } });
    clock.advance(CATALOGUE_TTL_MS - 1);
    expect(await titles()).toContain('Elsewhere');
    // Still listed, but starting it reads the task itself: refused.
    const refused = await t.fails(tasks.start, 404, {
      headers: user,
      params: { id: task._id.toHexString() },
    });
    expect(refused.message).toBe('This task is not available.');
    clock.advance(1);
    expect(await titles()).not.toContain('Elsewhere');
  });
});

describe('catalogue cache (unit)', () => {
  const value = (n: number) => ({ records: [], list: { tasks: [{ id: String(n) }] } }) as never;

  it('a read that started before invalidate() is not kept, and later requests do not wait for it', async () => {
    const clock = manualClock();
    let reads = 0;
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const cache = createCatalogueCache({
      clock,
      read: async () => {
        const n = ++reads;
        if (n === 1) await gate;
        return value(n);
      },
    });
    const stale = cache.get();
    cache.invalidate();
    const fresh = await cache.get();
    expect(fresh).toEqual(value(2));
    release();
    expect(await stale).toEqual(value(1));
    expect(await cache.get()).toEqual(value(2));
    expect(reads).toBe(2);
  });

  it('does not cache a failed read', async () => {
    const clock = manualClock();
    let reads = 0;
    const cache = createCatalogueCache({
      clock,
      read: async () => {
        reads++;
        if (reads === 1) throw new Error('database down');
        return value(reads);
      },
    });
    await expect(cache.get()).rejects.toThrow('database down');
    expect(await cache.get()).toEqual(value(2));
  });
});
