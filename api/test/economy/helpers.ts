import { type Types, trusted } from 'mongoose';
import { expect } from 'vitest';
import type { TaskRecord } from '../../src/models/task.ts';
import type { TestApp } from '../helpers/test-app.ts';

/** For the given users (all when omitted): balance = sum of ledger entries, and no balance below zero. */
export async function expectLedgerInvariant(t: TestApp, userIds?: Types.ObjectId[]) {
  const { User, LedgerEntry } = t.services.models;
  const users = await User.find(userIds ? { _id: trusted({ $in: userIds }) } : {}).lean();
  const sums = await LedgerEntry.aggregate<{ _id: Types.ObjectId; sum: number }>([
    { $group: { _id: '$userId', sum: { $sum: '$amount' } } },
  ]);
  const byUser = new Map(sums.map((s) => [s._id.toHexString(), s.sum]));
  for (const u of users) {
    expect(u.balance ?? 0, `balance of ${u._id}`).toBe(byUser.get(u._id.toHexString()) ?? 0);
    expect(u.balance ?? 0).toBeGreaterThanOrEqual(0);
  }
}

export async function ledgerOf(t: TestApp, userId: Types.ObjectId) {
  return t.services.models.LedgerEntry.find({ userId }).sort({ _id: 1 }).lean();
}

export async function balanceOf(t: TestApp, userId: Types.ObjectId) {
  const u = await t.services.models.User.findById(userId).lean();
  return u?.balance ?? 0;
}

export async function createTask(t: TestApp, fields: Partial<TaskRecord> = {}) {
  const doc = await t.services.models.Task.create({
    title: 'Daily check-in',
    description: 'Say hello',
    reward: 50,
    type: 'daily',
    actionType: 'instant',
    ...fields,
  });
  // Written past the admin service: drop the cached list as an admin's edit would.
  t.services.tasks.catalogueChanged();
  return doc.toObject() as TaskRecord;
}
