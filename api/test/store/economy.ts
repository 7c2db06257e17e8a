import type { LedgerKind } from '@cum/shared/contract/activity';
import type { Types } from 'mongoose';
import { expect } from 'vitest';
import { inTransaction } from '../../src/db/transaction.ts';
import type { LedgerEntryRecord } from '../../src/models/ledger-entry.ts';
import type { TestApp } from '../helpers/test-app.ts';

/** Gives a user `cum` $CUM through the ledger (as an admin adjustment would). */
export async function fund(
  t: TestApp,
  userId: Types.ObjectId,
  cum: number,
  key = `fund:${userId}:${Math.random()}`,
) {
  await inTransaction(t.services.connection, (s) =>
    t.services.ledger.post(s, {
      userId,
      amount: Math.round(cum * 1000),
      kind: 'admin_adjustment',
      key,
      description: 'test funds',
    }),
  );
}

/** The invariant after every operation: balance = sum of the user's ledger entries, never negative. */
export async function expectLedgerMatches(t: TestApp, userId: Types.ObjectId): Promise<number> {
  const user = await t.services.models.User.findById(userId).lean();
  const entries = await t.services.models.LedgerEntry.find({ userId }).lean();
  const sum = entries.reduce((a, e) => a + e.amount, 0);
  expect(user?.balance).toBe(sum);
  expect(sum).toBeGreaterThanOrEqual(0);
  return sum;
}

/** Entries of one kind of a user. */
export async function entriesOf(t: TestApp, userId: Types.ObjectId, kind: LedgerKind) {
  return t.services.models.LedgerEntry.find({ userId, kind }).sort({ _id: 1 }).lean<LedgerEntryRecord[]>();
}
