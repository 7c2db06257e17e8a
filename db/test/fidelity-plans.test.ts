import type { Db, Document } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDbName, type Loose, startTarget, type Target } from './helpers.ts';

let t: Target;
let db: Db;

/** Deterministic PRNG (mulberry32) so a failing case can be replayed. */
function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const VALUES = [0, 1, 2, 3, 'x', 'y', null, [1, 2], [3, 'x'], []];

function randomDoc(r: () => number, i: number): Loose {
  const doc: Loose = { _id: i };
  for (const f of ['a', 'b', 'c']) {
    if (r() < 0.15) continue; // missing field
    doc[f] = VALUES[Math.floor(r() * VALUES.length)];
  }
  return doc;
}

function randomLeaf(r: () => number): Document {
  const field = ['a', 'b', 'c', '_id'][Math.floor(r() * 4)] as string;
  const pick = () => (field === '_id' ? Math.floor(r() * 60) : VALUES[Math.floor(r() * 7)]);
  const kind = r();
  if (kind < 0.35) return { [field]: pick() };
  if (kind < 0.65) return { [field]: { $in: [pick(), pick(), pick()].slice(0, 1 + Math.floor(r() * 3)) } };
  if (kind < 0.8) return { [field]: { $gte: Math.floor(r() * 3) } };
  if (kind < 0.85) return { [field]: { $lt: 2 } };
  if (kind < 0.9) return { [field]: r() < 0.5 ? /^x/ : { $elemMatch: { $gte: 1, $lte: 2 } } };
  return { [field]: { $ne: pick() } };
}

function randomFilter(r: () => number, depth = 0): Document {
  const kind = r();
  if (depth < 2 && kind < 0.45)
    return { $or: Array.from({ length: 1 + Math.floor(r() * 3) }, () => randomFilter(r, depth + 1)) };
  if (depth < 2 && kind < 0.6) return { $and: [randomFilter(r, depth + 1), randomLeaf(r)] };
  if (kind < 0.75) return { ...randomLeaf(r), $or: [randomLeaf(r), randomLeaf(r)] };
  return randomLeaf(r);
}

beforeAll(async () => {
  t = await startTarget();
  db = t.client.db(freshDbName('plans'));
  const r = rng(42);
  const docs = Array.from({ length: 60 }, (_, i) => randomDoc(r, i));
  await db.collection<Loose>('indexed').insertMany(docs);
  await db.collection<Loose>('plain').insertMany(docs);
  const ix = db.collection('indexed');
  await ix.createIndex({ a: 1 });
  await ix.createIndex({ b: -1 });
  await ix.createIndex({ c: 1, a: 1 });
  await ix.createIndex({ b: 1 }, { name: 'b_sparse', sparse: true });
  await ix.createIndex({ c: -1 }, { name: 'c_partial', partialFilterExpression: { c: { $gt: 1 } } });
  await db.collection<Loose>('people').insertMany([
    { _id: 1, email: 'a@x', age: 20, city: 'Oslo' },
    { _id: 2, email: 'b@x', age: 30, city: 'Rome' },
    { _id: 3, email: 'c@x', age: 40, city: 'Oslo' },
    { _id: 4, email: 'd@x', age: 50, city: 'Rome' },
  ]);
  await db.collection('people').createIndex({ email: 1 }, { unique: true });
  await db.collection('people').createIndex({ age: 1 });
});
afterAll(async () => {
  await db.dropDatabase();
  await t.stop();
});

/** Stage names of a winning plan, top down, with the index of each IXSCAN. */
function stages(plan: Document): string[] {
  const out: string[] = [];
  const walk = (s: Document) => {
    out.push(s.stage === 'IXSCAN' ? `IXSCAN:${s.indexName}` : s.stage);
    if (s.inputStage) walk(s.inputStage);
    for (const x of s.inputStages ?? []) walk(x);
  };
  walk(plan);
  return out;
}

describe('$or and $in use indexes', () => {
  it('$or over indexed fields is a union of index scans (OR of IXSCANs under FETCH)', async () => {
    const c = db.collection<Loose>('people');
    const filter = { $or: [{ email: 'a@x' }, { age: { $gte: 45 } }] };
    const ex = await c.find(filter).explain('queryPlanner');
    expect(stages(ex.queryPlanner.winningPlan)).toEqual(['FETCH', 'OR', 'IXSCAN:email_1', 'IXSCAN:age_1']);
    expect(ex.queryPlanner.winningPlan.inputStage.inputStages[0].indexBounds).toEqual({
      email: ['["a@x", "a@x"]'],
    });
    expect((await c.find(filter).sort({ _id: 1 }).toArray()).map((d) => d._id)).toEqual([1, 4]);
  });

  it('$or with a branch on an unindexed field falls back to COLLSCAN', async () => {
    const ex = await db
      .collection('people')
      .find({ $or: [{ email: 'a@x' }, { city: 'Rome' }] })
      .explain('queryPlanner');
    expect(stages(ex.queryPlanner.winningPlan)).toEqual(['COLLSCAN']);
    expect(ex.queryPlanner.winningPlan.direction).toBe('forward');
  });

  it('$in is several point intervals on one index', async () => {
    const ex = await db
      .collection('people')
      .find({ age: { $in: [40, 20] } })
      .explain('queryPlanner');
    const plan = ex.queryPlanner.winningPlan;
    expect(stages(plan)).toEqual(['FETCH', 'IXSCAN:age_1']);
    expect(plan.inputStage).toMatchObject({
      keyPattern: { age: 1 },
      isUnique: false,
      isMultiKey: false,
      direction: 'forward',
      indexBounds: { age: ['[20, 20]', '[40, 40]'] },
    });
  });

  it('range bounds are open for $gt/$lt and follow the index direction', async () => {
    const bounds = async (filter: Document, index: Document) =>
      (await db.collection('people').find(filter).hint(index).explain('queryPlanner')).queryPlanner
        .winningPlan.inputStage.indexBounds;
    expect(await bounds({ age: { $gt: 30 } }, { age: 1 })).toEqual({ age: ['(30, inf.0]'] });
    expect(await bounds({ age: { $gte: 20, $lt: 40 } }, { age: 1 })).toEqual({ age: ['[20, 40)'] });
    expect(await bounds({ age: { $lt: 30 } }, { age: 1 })).toEqual({ age: ['[-inf.0, 30)'] });
    const desc = await db
      .collection('indexed')
      .find({ b: { $gt: 1 } })
      .hint({ b: -1 })
      .explain('queryPlanner');
    expect(desc.queryPlanner.winningPlan.inputStage.indexBounds).toEqual({ b: ['[inf.0, 1)'] });
  });

  it('explain reports IDHACK, sorts, limits, executionStats and count/aggregate plans', async () => {
    const c = db.collection<Loose>('people');
    expect(stages((await c.find({ _id: 2 }).explain('queryPlanner')).queryPlanner.winningPlan)).toEqual([
      'IDHACK',
    ]);
    const sorted = await c.find({ city: 'Oslo' }).sort({ age: -1 }).limit(1).explain('executionStats');
    expect(stages(sorted.queryPlanner.winningPlan)).toEqual(['LIMIT', 'FETCH', 'IXSCAN:age_1']);
    expect(sorted.queryPlanner.winningPlan.inputStage.inputStage.direction).toBe('backward');
    expect(sorted.executionStats).toMatchObject({ executionSuccess: true, nReturned: 1 });
    const unsorted = await c.find({ city: 'Oslo' }).sort({ city: 1 }).explain('queryPlanner');
    expect(stages(unsorted.queryPlanner.winningPlan)).toEqual(['SORT', 'COLLSCAN']);
    const count = await db.command({
      explain: { count: 'people', query: { age: { $in: [20] } } },
      verbosity: 'queryPlanner',
    });
    expect(stages(count.queryPlanner.winningPlan)).toEqual(['COUNT', 'FETCH', 'IXSCAN:age_1']);
    const agg = await c.aggregate([{ $match: { email: 'b@x' } }]).explain('queryPlanner');
    expect(stages(agg.queryPlanner.winningPlan)).toEqual(['FETCH', 'IXSCAN:email_1']);
    const grouped = await c
      .aggregate([{ $match: { age: 30 } }, { $group: { _id: '$city' } }])
      .explain('queryPlanner');
    expect(stages(grouped.stages[0].$cursor.queryPlanner.winningPlan)).toEqual(['FETCH', 'IXSCAN:age_1']);
    expect(grouped.stages[1]).toEqual({ $group: { _id: '$city' } });
    expect(
      (await c.find({ nope: 1 }).hint({ age: 1 }).explain('queryPlanner')).queryPlanner.winningPlan.inputStage
        .indexName,
    ).toBe('age_1');
  });

  it('random $or/$in filters give the same results with and without indexes', async () => {
    const r = rng(7);
    const used = new Set<string>();
    for (let i = 0; i < 300; i++) {
      const filter = randomFilter(r);
      const ex = await db.collection('indexed').find(filter).explain('queryPlanner');
      for (const s of stages(ex.queryPlanner.winningPlan)) used.add(s);
      const [a, b, c] = await Promise.all([
        db.collection('indexed').find(filter).sort({ _id: 1 }).toArray(),
        db.collection('plain').find(filter).sort({ _id: 1 }).toArray(),
        db
          .collection('indexed')
          .find(filter, { hint: { $natural: 1 } })
          .sort({ _id: 1 })
          .toArray(),
      ]);
      expect(a, JSON.stringify(filter)).toEqual(b);
      expect(c, JSON.stringify(filter)).toEqual(b);
      const sorted = { a: -1, _id: 1 } as const;
      const [x, y] = await Promise.all([
        db.collection('indexed').find(filter).sort(sorted).skip(1).limit(4).toArray(),
        db.collection('plain').find(filter).sort(sorted).skip(1).limit(4).toArray(),
      ]);
      expect(x, JSON.stringify(filter)).toEqual(y);
      const limited = await db.collection('indexed').find(filter).limit(3).toArray();
      expect(limited.length, JSON.stringify(filter)).toBe(Math.min(3, b.length));
      expect(await db.collection('indexed').countDocuments(filter), JSON.stringify(filter)).toBe(b.length);
    }
    // The filters exercised every kind of plan.
    expect([...used].sort()).toEqual(
      expect.arrayContaining([
        'COLLSCAN',
        'FETCH',
        'IDHACK',
        'IXSCAN:_id_',
        'IXSCAN:a_1',
        'IXSCAN:c_1_a_1',
        'OR',
      ]),
    );
  });
});
