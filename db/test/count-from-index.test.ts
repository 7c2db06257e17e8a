import { describe, expect, it } from 'vitest';
import { Engine } from '../src/engine.ts';
import { useTestDb } from './helpers.ts';

/** A leaderboard's shape: { period, amount desc, userId }, with ties, dates and several periods. */
function rows(n: number) {
  return Array.from({ length: n }, (_, i) => ({
    _id: i,
    period: i % 3 === 0 ? 'all' : `w${i % 2}`,
    amount: (i * 7919) % 50,
    userId: i,
    at: new Date(1_700_000_000_000 + ((i * 31) % 97) * 1000),
  }));
}

async function counted(engine: Engine, query: object, txn?: object): Promise<number> {
  const res = await engine.execute({ count: 'totals', query, $db: 'c', ...txn }, 1);
  return res.n as number;
}

describe('a count of an index range is answered from the index (O(log n))', () => {
  const filters = [
    { period: 'all' },
    { period: 'all', amount: { $gt: 25 } },
    { period: 'all', amount: { $gte: 25 } },
    { period: 'w1', amount: { $gt: 0, $lt: 10 } },
    { period: 'w1', amount: { $gte: 0, $lte: 10 } },
    { period: 'w0', amount: { $gt: 49 } },
    { period: 'w0', amount: { $gt: -1 } },
    { period: 'none', amount: { $gt: 0 } },
    { period: 'all', amount: 7 },
    { period: 'all', amount: 7, userId: 42 },
    { period: 'all', at: { $gt: new Date(1_700_000_040_000) } },
    { period: 'w1', at: { $gte: new Date(1_700_000_040_000), $lt: new Date(1_700_000_060_000) } },
  ];

  it('equals a document-by-document count, and reads no document to get it', async () => {
    const engine = new Engine();
    const run = (cmd: object) => engine.execute({ ...cmd, $db: 'c' }, 1);
    await run({
      createIndexes: 'totals',
      indexes: [
        { key: { period: 1, amount: -1, userId: 1 }, name: 'board' },
        { key: { period: 1, at: 1 }, name: 'at' },
      ],
    });
    const docs = rows(3000);
    await run({ insert: 'totals', documents: docs });
    const coll = engine.catalog.get('c', 'totals');
    if (!coll) throw new Error('missing');
    const get = coll.docs.get.bind(coll.docs);
    let reads = 0;
    coll.docs.get = (k) => {
      reads++;
      return get(k);
    };
    for (const filter of filters) {
      const brute = (await run({ find: 'totals', filter, hint: { $natural: 1 }, batchSize: 10_000 })) as {
        cursor: { firstBatch: unknown[] };
      };
      reads = 0;
      expect({ filter, n: await counted(engine, filter) }).toEqual({
        filter,
        n: brute.cursor.firstBatch.length,
      });
      expect({ filter, reads }).toEqual({ filter, reads: 0 });
    }
    // The aggregate that the driver's countDocuments() sends takes the same path.
    reads = 0;
    const agg = await run({
      aggregate: 'totals',
      pipeline: [{ $match: { period: 'all', amount: { $gt: 25 } } }, { $group: { _id: 1, n: { $sum: 1 } } }],
      cursor: {},
    });
    expect((agg.cursor as { firstBatch: Array<{ n: number }> }).firstBatch[0]?.n).toBe(
      docs.filter((d) => d.period === 'all' && d.amount > 25).length,
    );
    expect(reads).toBe(0);
    // explain shows it as MongoDB does: COUNT over COUNT_SCAN, no document examined.
    const explained = await run({
      explain: { count: 'totals', query: { period: 'all', amount: { $gt: 25 } } },
      verbosity: 'executionStats',
    });
    const planner = explained.queryPlanner as { winningPlan: { inputStage: { stage: string } } };
    expect(planner.winningPlan.inputStage.stage).toBe('COUNT_SCAN');
    expect((explained.executionStats as { totalDocsExamined: number }).totalDocsExamined).toBe(0);
    // And a top-10 read through the ordered index examines 10 documents, as it runs (not the period).
    const top = await run({
      explain: { find: 'totals', filter: { period: 'all' }, sort: { amount: -1 }, limit: 10 },
      verbosity: 'executionStats',
    });
    expect((top.executionStats as { totalDocsExamined: number }).totalDocsExamined).toBe(10);
  });

  it('counts what other transactions have not committed as it was before', async () => {
    const engine = new Engine();
    const run = (cmd: object) => engine.execute({ ...cmd, $db: 'c' }, 1);
    await run({ createIndexes: 'totals', indexes: [{ key: { period: 1, amount: -1 }, name: 'board' }] });
    await run({ insert: 'totals', documents: rows(300) });
    const filter = { period: 'all', amount: { $gt: 25 } };
    const before = await counted(engine, filter);
    const lsid = { id: new Uint8Array(16) };
    const txn = { lsid, txnNumber: 1, autocommit: false };
    // Inside an open transaction: raise one total above 25, lower another, delete a third, add one.
    await run({
      update: 'totals',
      updates: [{ q: { _id: 3 }, u: { $set: { amount: 49 } } }],
      ...txn,
      startTransaction: true,
    });
    await run({ update: 'totals', updates: [{ q: { _id: 0 }, u: { $set: { amount: 49 } } }], ...txn });
    await run({
      delete: 'totals',
      deletes: [{ q: { period: 'all', amount: { $gt: 25 } }, limit: 1 }],
      ...txn,
    });
    await run({ insert: 'totals', documents: [{ _id: 'new', period: 'all', amount: 30 }], ...txn });
    expect(await counted(engine, filter)).toBe(before);
    const mine = await counted(engine, filter, txn);
    const all = (await run({ find: 'totals', filter, batchSize: 1000, ...txn })) as {
      cursor: { firstBatch: unknown[] };
    };
    expect(mine).toBe(all.cursor.firstBatch.length);
    await run({ commitTransaction: 1, $db: 'admin', ...txn });
    expect(await counted(engine, filter)).toBe(mine);
  });
});

describe('the same counts through the driver', () => {
  const ctx = useTestDb('count_index');
  it('countDocuments with ranges matches a filtered find', async () => {
    const c = ctx.db.collection('totals');
    await c.createIndex({ period: 1, amount: -1, userId: 1 });
    await c.insertMany(rows(500).map(({ _id, ...r }) => r));
    for (const amount of [0, 10, 25, 48, 49]) {
      const filter = { period: 'all', amount: { $gt: amount } };
      expect(await c.countDocuments(filter)).toBe((await c.find(filter).toArray()).length);
    }
  });
});
