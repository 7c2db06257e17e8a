import { contract } from '@cum/shared/contract';
import { describe, expect, it } from 'vitest';
import { STARTER_TASKS_MARKER } from '../../src/features/tasks/starter-catalogue.ts';
import { withTestApp } from '../helpers/test-app.ts';

const URL = 'https://cum.example';

describe('starter task catalogue (first run)', () => {
  it('an empty database gets the starter tasks once: users see them, the channel task waits inactive', async () => {
    await withTestApp(async (t) => {
      expect(await t.services.tasks.seedStarterCatalogue(URL)).toBe(true);
      const u = await t.signedInUser();
      const { tasks } = await t.ok(contract.tasks.list, { headers: u.headers });
      expect(tasks.map((x) => [x.title, x.type, x.actionType, x.reward])).toEqual([
        ['Daily Check-in', 'daily', 'instant', 50],
        ['Share Content', 'weekly', 'other', 100],
        ['Invite Friends', 'special', 'other', 250],
        ['Read the Roadmap', 'special', 'external', 25],
      ]);
      expect(tasks.find((x) => x.actionType === 'external')?.actionUrl).toBe(`${URL}/#roadmap`);
      const staff = await t.adminUser();
      const all = (await t.ok(contract.admin.listTasks, { headers: staff.headers })).tasks;
      const channel = all.find((x) => x.actionType === 'telegram_join');
      expect(channel).toMatchObject({ isActive: false, telegramChatId: null });
      // The daily check-in pays as any task does.
      const checkIn = tasks[0]!;
      const done = await t.ok(contract.tasks.complete, { headers: u.headers, params: { id: checkIn.id } });
      expect(done.cumBalance).toBe(50);
    });
  });

  it('is never re-seeded over admin changes (the marker), even when every task was deleted', async () => {
    await withTestApp(async (t) => {
      await t.services.tasks.seedStarterCatalogue(URL);
      const staff = await t.adminUser();
      const { tasks } = await t.ok(contract.admin.listTasks, { headers: staff.headers });
      const checkIn = tasks.find((x) => x.title === 'Daily Check-in')!;
      await t.ok(contract.admin.updateTask, {
        headers: staff.headers,
        params: { taskId: checkIn.id },
        body: { title: 'Morning Check-in', reward: 75 },
      });
      // The channel task takes its channel before it can be switched on.
      const channel = tasks.find((x) => x.actionType === 'telegram_join')!;
      await t.fails(contract.admin.updateTask, 400, {
        headers: staff.headers,
        params: { taskId: channel.id },
        body: { isActive: true },
      });
      for (const task of tasks.filter((x) => x.id !== checkIn.id)) {
        await t.ok(contract.admin.deleteTask, { headers: staff.headers, params: { taskId: task.id } });
      }
      // A restart (and another instance starting at the same moment) seeds nothing.
      const again = await Promise.all([
        t.services.tasks.seedStarterCatalogue(URL),
        t.services.tasks.seedStarterCatalogue(URL),
      ]);
      expect(again).toEqual([false, false]);
      const after = (await t.ok(contract.admin.listTasks, { headers: staff.headers })).tasks;
      expect(after.map((x) => [x.title, x.reward])).toEqual([['Morning Check-in', 75]]);
      expect(await t.services.models.SetupMarker.countDocuments({ _id: STARTER_TASKS_MARKER })).toBe(1);
      expect(await t.services.models.Task.countDocuments({})).toBe(5);
    });
  });

  it('two instances starting at once on an empty database seed one catalogue', async () => {
    await withTestApp(async (t) => {
      const results = await Promise.all([
        t.services.tasks.seedStarterCatalogue(URL),
        t.services.tasks.seedStarterCatalogue(URL),
        t.services.tasks.seedStarterCatalogue(URL),
      ]);
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await t.services.models.Task.countDocuments({})).toBe(5);
    });
  });

  it('a database that already has tasks of its own keeps them and is only marked', async () => {
    await withTestApp(async (t) => {
      const staff = await t.adminUser();
      await t.ok(contract.admin.createTask, {
        headers: staff.headers,
        body: { title: 'Our own task', description: 'Made before the starter catalogue existed' },
      });
      expect(await t.services.tasks.seedStarterCatalogue(URL)).toBe(false);
      expect(await t.services.models.Task.countDocuments({})).toBe(1);
      expect(await t.services.models.SetupMarker.exists({ _id: STARTER_TASKS_MARKER })).toBeTruthy();
    });
  });
});
