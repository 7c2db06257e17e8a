import { contract, type RouteDef } from '@cum/shared/contract';
import { Types } from 'mongoose';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';

const id = new Types.ObjectId().toHexString();
const calls: Array<[string, RouteDef, { params?: Record<string, string>; body?: unknown }]> = [
  ['stats', contract.admin.stats, {}],
  ['users', contract.admin.users, {}],
  ['user', contract.admin.user, { params: { userId: id } }],
  ['userLedger', contract.admin.userLedger, { params: { userId: id } }],
  ['userReferrals', contract.admin.userReferrals, { params: { userId: id } }],
  ['review', contract.admin.review, {}],
  ['setAdmin', contract.admin.setAdmin, { params: { userId: id }, body: { isAdmin: true } }],
  [
    'adjustBalance',
    contract.admin.adjustBalance,
    { params: { userId: id }, body: { amount: 5, reason: 'why' } },
  ],
  ['activity', contract.admin.activity, {}],
  ['audit', contract.admin.audit, {}],
  ['listTasks', contract.admin.listTasks, {}],
  ['createTask', contract.admin.createTask, { body: { title: 'x', description: 'y', reward: 5 } }],
  ['updateTask', contract.admin.updateTask, { params: { taskId: id }, body: { title: 'x' } }],
  ['deleteTask', contract.admin.deleteTask, { params: { taskId: id } }],
  ['createRoom', contract.admin.createRoom, { body: { roomId: 'r', modelName: 'm', roomTitle: 't' } }],
  ['updateRoom', contract.admin.updateRoom, { params: { roomId: 'r' }, body: { roomTitle: 't' } }],
  ['deleteRoom', contract.admin.deleteRoom, { params: { roomId: 'r' } }],
];

describe('admin access', () => {
  const t = useTestApp();

  it.each(calls)(
    '%s: 401 signed out, 403 for a non-admin, even with a bad body',
    async (_name, route, input) => {
      expect((await t.fails(route, 401, input)).error).toBe('unauthorized');
      const { headers } = await t.signedInUser();
      expect((await t.fails(route, 403, { ...input, headers })).error).toBe('forbidden');
      // The guard runs before validation: a non-admin learns nothing about the expected input.
      if (input.body !== undefined) await t.fails(route, 403, { ...input, body: { junk: true }, headers });
    },
  );

  it('a non-admin changed nothing', async () => {
    expect(await t.services.models.Task.countDocuments()).toBe(0);
    expect(await t.services.models.Room.countDocuments()).toBe(0);
    expect(await t.services.models.AuditEntry.countDocuments()).toBe(0);
  });
});
