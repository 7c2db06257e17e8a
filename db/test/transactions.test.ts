import type { Db, MongoClient, MongoServerError } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDbName, type Loose, startTarget, type Target } from './helpers.ts';

let t: Target;
let db: Db;
let client: MongoClient;
beforeAll(async () => {
  t = await startTarget();
  client = t.client;
  db = client.db(freshDbName('txn'));
});
afterAll(async () => {
  await db.dropDatabase();
  await t.stop();
});

describe('transactions', () => {
  it('commits atomically and hides uncommitted writes from others', async () => {
    const c = db.collection<Loose>('acct');
    await c.insertMany([
      { _id: 'a', bal: 100 },
      { _id: 'b', bal: 0 },
    ]);
    const s = client.startSession();
    s.startTransaction();
    await c.updateOne({ _id: 'a' }, { $inc: { bal: -30 } }, { session: s });
    await c.updateOne({ _id: 'b' }, { $inc: { bal: 30 } }, { session: s });
    await c.insertOne({ _id: 'c', bal: 1 }, { session: s });
    // Inside: own writes visible. Outside: nothing visible yet (no dirty reads).
    expect((await c.findOne({ _id: 'a' }, { session: s }))?.bal).toBe(70);
    expect((await c.findOne({ _id: 'a' }))?.bal).toBe(100);
    expect(await c.findOne({ _id: 'c' })).toBeNull();
    expect(await c.countDocuments({})).toBe(2);
    expect(await c.countDocuments({ bal: { $gte: 0 } })).toBe(2);
    await s.commitTransaction();
    await s.endSession();
    expect((await c.find({}, { sort: { _id: 1 } }).toArray()).map((d) => d.bal)).toEqual([70, 30, 1]);
  });

  it('aborts and rolls back every write', async () => {
    const c = db.collection<Loose>('abort');
    await c.insertOne({ _id: 1, v: 1 });
    const s = client.startSession();
    s.startTransaction();
    await c.updateOne({ _id: 1 }, { $set: { v: 2 } }, { session: s });
    await c.insertOne({ _id: 2 }, { session: s });
    await c.deleteOne({ _id: 1 }, { session: s });
    await s.abortTransaction();
    await s.endSession();
    expect(await c.find({}).toArray()).toEqual([{ _id: 1, v: 1 }]);
  });

  it('rolls back on an error thrown inside withTransaction', async () => {
    const c = db.collection<Loose>('rollback');
    const s = client.startSession();
    await expect(
      s.withTransaction(async () => {
        await c.insertOne({ _id: 1 }, { session: s });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await s.endSession();
    expect(await c.countDocuments({})).toBe(0);
  });

  it('aborts the transaction on a duplicate key and reports NoSuchTransaction afterwards', async () => {
    const c = db.collection<Loose>('dupintxn');
    await c.insertOne({ _id: 1 });
    const s = client.startSession();
    s.startTransaction();
    await c.insertOne({ _id: 2 }, { session: s });
    const err = (await c.insertOne({ _id: 1 }, { session: s }).catch((e) => e)) as MongoServerError;
    expect(err.code).toBe(11000);
    const next = (await c.insertOne({ _id: 3 }, { session: s }).catch((e) => e)) as MongoServerError;
    expect(next.code).toBe(251);
    expect(next.hasErrorLabel('TransientTransactionError')).toBe(true);
    await s.abortTransaction().catch(() => {});
    await s.endSession();
    expect(await c.countDocuments({})).toBe(1);
  });

  it('raises WriteConflict (TransientTransactionError) for conflicting transactions; withTransaction retries', async () => {
    const c = db.collection<Loose>('conflict');
    await c.insertOne({ _id: 1, n: 0 });
    const s1 = client.startSession();
    const s2 = client.startSession();
    s1.startTransaction();
    s2.startTransaction();
    await c.updateOne({ _id: 1 }, { $inc: { n: 1 } }, { session: s1 });
    const err = (await c
      .updateOne({ _id: 1 }, { $inc: { n: 1 } }, { session: s2 })
      .catch((e) => e)) as MongoServerError;
    expect(err.code).toBe(112);
    expect(err.codeName).toBe('WriteConflict');
    expect(err.hasErrorLabel('TransientTransactionError')).toBe(true);
    await s2.abortTransaction().catch(() => {});
    await s1.commitTransaction();
    await Promise.all([s1.endSession(), s2.endSession()]);
    expect((await c.findOne({ _id: 1 }))?.n).toBe(1);
  });

  it('loses no increments across concurrent withTransaction callers', async () => {
    const c = db.collection<Loose>('counter');
    await c.insertOne({ _id: 'ctr', n: 0 });
    const N = 25;
    await Promise.all(
      Array.from({ length: N }, async () => {
        const s = client.startSession();
        try {
          await s.withTransaction(async () => {
            const cur = await c.findOne({ _id: 'ctr' }, { session: s });
            await c.updateOne({ _id: 'ctr' }, { $set: { n: (cur?.n ?? 0) + 1 } }, { session: s });
          });
        } finally {
          await s.endSession();
        }
      }),
    );
    expect((await c.findOne({ _id: 'ctr' }))?.n).toBe(N);
  });

  it('makes a non-transactional write wait for the transaction holding the document, without losing it', async () => {
    const c = db.collection<Loose>('wait');
    await c.insertOne({ _id: 1, n: 0 });
    const s = client.startSession();
    s.startTransaction();
    await c.updateOne({ _id: 1 }, { $inc: { n: 1 } }, { session: s });
    const outside = c.updateOne({ _id: 1 }, { $inc: { n: 10 } });
    await new Promise((r) => setTimeout(r, 50));
    await s.commitTransaction();
    await outside;
    await s.endSession();
    expect((await c.findOne({ _id: 1 }))?.n).toBe(11);
  });

  it('answers a retried commit with ok', async () => {
    const c = db.collection<Loose>('retrycommit');
    const s = client.startSession();
    s.startTransaction();
    await c.insertOne({ x: 1 }, { session: s });
    await s.commitTransaction();
    await s.commitTransaction();
    await s.endSession();
    expect(await c.countDocuments({})).toBe(1);
  });
});

describe('atomicity', () => {
  it('200 concurrent conditional findOneAndUpdate produce exactly one winner', async () => {
    const c = db.collection<Loose>('race');
    await c.insertOne({ _id: 'prize', claimedBy: null });
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        c.findOneAndUpdate(
          { _id: 'prize', claimedBy: null },
          { $set: { claimedBy: i } },
          { returnDocument: 'after' },
        ),
      ),
    );
    expect(results.filter((r) => r !== null)).toHaveLength(1);
  });

  it('applies a retried write (same lsid and txnNumber) only once', async () => {
    const c = db.collection<Loose>('retryable');
    const s = client.startSession();
    const lsid = s.id;
    const cmd = { insert: 'retryable', documents: [{ k: 1 }], lsid, txnNumber: 7 };
    const a = await db.command(cmd);
    const b = await db.command(cmd);
    expect(a.n).toBe(1);
    expect(b.n).toBe(1);
    expect(await c.countDocuments({ k: 1 })).toBe(1);
    await s.endSession();
  });
});
