import { contract } from '@cum/shared/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';

const { admin } = contract;

// A story in order: the empty log first, then the changes it records (files still run shuffled).
describe('admin activity and audit log', { shuffle: false }, () => {
  let headers: Record<string, string>;
  const t = useTestApp();
  beforeAll(async () => {
    ({ headers } = await t.adminUser({ username: 'boss' }));
  });

  it('is empty at first', async () => {
    expect(await t.ok(admin.activity, { headers })).toEqual({ activities: [] });
    expect(await t.ok(admin.audit, { headers })).toEqual({ entries: [], nextCursor: null });
  });

  it('shows what the services record, latest first, 50 by default, with the contract fields', async () => {
    const { user } = await t.signedInUser({ username: 'carol' });
    for (let i = 0; i < 60; i++) {
      await t.services.activityLog.record(null, {
        type: i % 2 ? 'task_completed' : 'reward_claimed',
        description: `event ${i}`,
        userId: user._id,
        username: i === 59 ? 'carol' : null,
      });
    }
    await t.services.activityLog.record(null, {
      type: 'user_joined',
      description: 'joined',
      username: 'dave',
    });
    const { activities } = await t.ok(admin.activity, { headers });
    expect(activities).toHaveLength(50);
    expect(activities[0]).toMatchObject({ type: 'user_joined', description: 'joined', username: 'dave' });
    expect(activities[1]).toMatchObject({
      type: 'task_completed',
      description: 'event 59',
      username: 'carol',
    });
    expect(activities[2]).toMatchObject({ type: 'reward_claimed', description: 'event 58', username: null });
    expect(Object.keys(activities[0] ?? {}).sort()).toEqual([
      'description',
      'id',
      'timestamp',
      'type',
      'username',
    ]);
    const times = activities.map((a) => Date.parse(a.timestamp));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const ten = await t.ok(admin.activity, { headers, query: { limit: 10 } });
    expect(ten.activities.map((a) => a.id)).toEqual(activities.slice(0, 10).map((a) => a.id));
    expect((await t.fails(admin.activity, 400, { headers, query: { limit: 101 } })).message).toContain(
      'query.limit',
    );
    expect((await t.fails(admin.activity, 400, { headers, query: { limit: 'x' } })).message).toContain(
      'query.limit',
    );
  });

  it('pages the audit log newest first by cursor', async () => {
    for (let i = 0; i < 7; i++) {
      await t.ok(admin.createRoom, {
        headers,
        body: { roomId: `r${i}`, modelName: 'M', roomTitle: `Room ${i}` },
      });
    }
    const first = await t.ok(admin.audit, { headers, query: { limit: 3 } });
    const second = await t.ok(admin.audit, { headers, query: { limit: 3, cursor: first.nextCursor ?? '' } });
    const third = await t.ok(admin.audit, { headers, query: { limit: 3, cursor: second.nextCursor ?? '' } });
    expect(third.nextCursor).toBeNull();
    const ids = [...first.entries, ...second.entries, ...third.entries].map((e) => e.targetId);
    expect(ids).toEqual(['r6', 'r5', 'r4', 'r3', 'r2', 'r1', 'r0']);
    expect(first.entries[0]).toMatchObject({ adminUsername: 'boss', action: 'room.create', before: null });
    expect((await t.fails(admin.audit, 400, { headers, query: { cursor: 'zzz' } })).message).toContain(
      'query.cursor',
    );
    // Each admin action is also an admin_action activity.
    const { activities } = await t.ok(admin.activity, { headers, query: { limit: 7 } });
    expect(activities.every((a) => a.type === 'admin_action' && a.username === 'boss')).toBe(true);
    expect(activities[0]?.description).toBe('Room r6 added');
  });
});
