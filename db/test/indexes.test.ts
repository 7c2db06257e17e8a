import type { Db, MongoServerError } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Engine } from '../src/engine.ts';
import { plan } from '../src/planner.ts';
import { parseSort } from '../src/sort.ts';
import { embeddedOnly, freshDbName, type Loose, startTarget, type Target } from './helpers.ts';

let t: Target;
let db: Db;
beforeAll(async () => {
  t = await startTarget();
  db = t.client.db(freshDbName('idx'));
});
afterAll(async () => {
  await db.dropDatabase();
  await t.stop();
});

describe('index management', () => {
  it('creates, lists and drops indexes; identical re-creation is a no-op', async () => {
    const c = db.collection<Loose>('mgmt');
    await c.insertOne({ a: 1, b: 1 });
    expect(await c.createIndex({ a: 1, b: -1 }, { unique: true })).toBe('a_1_b_-1');
    const again = await db.command({
      createIndexes: 'mgmt',
      indexes: [{ key: { a: 1, b: -1 }, name: 'a_1_b_-1', unique: true }],
    });
    expect(again.numIndexesBefore).toBe(again.numIndexesAfter);
    const list = await c.listIndexes().toArray();
    expect(list.map((i) => i.name)).toEqual(['_id_', 'a_1_b_-1']);
    expect(list[1]).toMatchObject({ key: { a: 1, b: -1 }, unique: true });
    const sameNameOtherKey = (await db
      .command({ createIndexes: 'mgmt', indexes: [{ key: { z: 1 }, name: 'a_1_b_-1' }] })
      .catch((e) => e)) as MongoServerError;
    expect(sameNameOtherKey.code).toBe(86);
    const sameNameOtherOpts = (await c.createIndex({ a: 1, b: -1 }).catch((e) => e)) as MongoServerError;
    expect(sameNameOtherOpts.code).toBe(85);
    await c.dropIndex('a_1_b_-1');
    expect((await c.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
    const missing = (await c.dropIndex('nope').catch((e) => e)) as MongoServerError;
    expect(missing.code).toBe(27);
    const idErr = (await c.dropIndex('_id_').catch((e) => e)) as MongoServerError;
    expect(idErr.code).toBe(72);
  });

  it('refuses a unique index over existing duplicates', async () => {
    const c = db.collection<Loose>('builddup');
    await c.insertMany([{ a: 1 }, { a: 1 }]);
    const err = (await c.createIndex({ a: 1 }, { unique: true }).catch((e) => e)) as MongoServerError;
    expect(err.code).toBe(11000);
  });

  it('enforces compound, sparse, partial and multikey unique indexes', async () => {
    const c = db.collection<Loose>('kinds');
    await c.createIndex({ a: 1, b: 1 }, { unique: true });
    await c.insertMany([
      { a: 1, b: 1 },
      { a: 1, b: 2 },
    ]);
    expect(((await c.insertOne({ a: 1, b: 2 }).catch((e) => e)) as MongoServerError).keyValue).toEqual({
      a: 1,
      b: 2,
    });

    const sp = db.collection<Loose>('kinds_sparse');
    await sp.createIndex({ s: 1 }, { unique: true, sparse: true });
    await sp.insertMany([{ x: 1 }, { x: 2 }]);
    await sp.insertOne({ s: 'v' });
    expect(((await sp.insertOne({ s: 'v' }).catch((e) => e)) as MongoServerError).code).toBe(11000);

    const pa = db.collection<Loose>('kinds_partial');
    await pa.createIndex({ p: 1 }, { unique: true, partialFilterExpression: { p: { $type: 'string' } } });
    await pa.insertMany([{ p: 5 }, { p: 5 }, { p: 's' }]);
    expect(((await pa.insertOne({ p: 's' }).catch((e) => e)) as MongoServerError).code).toBe(11000);

    const mk = db.collection<Loose>('kinds_multikey');
    await mk.createIndex({ tags: 1 }, { unique: true });
    await mk.insertOne({ tags: ['t1', 't2'] });
    expect(
      ((await mk.insertOne({ tags: ['t3', 't2'] }).catch((e) => e)) as MongoServerError).keyValue,
    ).toEqual({ tags: 't2' });
  });

  it('finds through indexes: equality, $in, ranges, prefix regex, descending and multikey', async () => {
    const c = db.collection<Loose>('lookups');
    await c.createIndex({ n: -1 });
    await c.createIndex({ tags: 1 });
    await c.createIndex({ name: 1 });
    await c.insertMany(
      Array.from({ length: 50 }, (_, i) => ({
        _id: i,
        n: i,
        name: `user${String(i).padStart(2, '0')}`,
        tags: [`t${i % 3}`, 'all'],
      })),
    );
    const ids = async (f: Loose, s: Record<string, 1 | -1> = { _id: 1 }) =>
      (await c.find(f, { sort: s }).toArray()).map((d) => d._id);
    expect(await ids({ n: 7 })).toEqual([7]);
    expect(await ids({ n: { $in: [3, 9, 100] } })).toEqual([3, 9]);
    expect(await ids({ n: { $gte: 10, $lt: 13 } })).toEqual([10, 11, 12]);
    expect(await ids({ n: { $gt: 47 } }, { n: -1 })).toEqual([49, 48]);
    expect(await ids({ name: /^user4/ })).toEqual([40, 41, 42, 43, 44, 45, 46, 47, 48, 49]);
    expect((await ids({ tags: 't1', n: { $lt: 10 } })).length).toBe(3);
    expect((await c.find({}, { sort: { n: 1 }, limit: 2 }).toArray()).map((d) => d._id)).toEqual([0, 1]);
    const hinted = (await c
      .find({ n: 1 }, { hint: 'missing_1' })
      .toArray()
      .catch((e) => e)) as MongoServerError;
    expect(hinted.code).toBe(2);
  });
});

describe.skipIf(embeddedOnly === 'skip')('query planner (embedded)', () => {
  it('uses indexes for equality, $in, ranges and sort, never a full scan for the app lookups', async () => {
    const engine = new Engine();
    const run = (cmd: object) => engine.execute({ ...cmd, $db: 'p' }, 1);
    await run({
      insert: 'users',
      documents: Array.from({ length: 100 }, (_, i) => ({
        _id: i,
        telegramId: i,
        code: `c${i}`,
        at: new Date(i),
      })),
    });
    await run({
      createIndexes: 'users',
      indexes: [
        {
          key: { telegramId: 1 },
          name: 'tg',
          unique: true,
          partialFilterExpression: { telegramId: { $type: 'number' } },
        },
        { key: { code: 1 }, name: 'code', unique: true },
        { key: { at: -1 }, name: 'at' },
      ],
    });
    const coll = engine.catalog.get('p', 'users');
    if (!coll) throw new Error('missing');
    expect(plan(coll, { telegramId: 5 }, []).index?.name).toBe('tg');
    expect(plan(coll, { code: { $in: ['c1', 'c2'] } }, []).index?.name).toBe('code');
    expect(plan(coll, { at: { $gt: new Date(5) } }, []).index?.name).toBe('at');
    expect(plan(coll, { _id: 3 }, []).kind).toBe('id');
    const newest = plan(coll, {}, parseSort({ at: -1 }));
    expect(newest.index?.name).toBe('at');
    expect(newest.ordered).toBe(true);
    const oldest = plan(coll, {}, parseSort({ at: 1 }));
    expect(oldest.ordered && oldest.reverse).toBe(true);
    expect(plan(coll, { other: 1 }, []).kind).toBe('scan');
  });

  it('walks a compound index in order after an equality prefix', async () => {
    const engine = new Engine();
    const run = (cmd: object) => engine.execute({ ...cmd, $db: 'p' }, 1);
    await run({ createIndexes: 'ledger', indexes: [{ key: { userId: 1, at: -1 }, name: 'user_at' }] });
    await run({
      insert: 'ledger',
      documents: Array.from({ length: 30 }, (_, i) => ({ _id: i, userId: i % 3, at: new Date(i * 1000) })),
    });
    const coll = engine.catalog.get('p', 'ledger');
    if (!coll) throw new Error('missing');
    const p = plan(coll, { userId: 1 }, parseSort({ at: -1 }));
    expect(p.index?.name).toBe('user_at');
    expect(p.ordered).toBe(true);
    expect(p.reverse).toBe(false);
    expect(plan(coll, { userId: 1 }, parseSort({ at: 1 })).reverse).toBe(true);
    const res = await run({ find: 'ledger', filter: { userId: 1 }, sort: { at: -1 }, limit: 3 });
    expect((res.cursor as { firstBatch: Array<{ _id: number }> }).firstBatch.map((d) => d._id)).toEqual([
      28, 25, 22,
    ]);
  });

  it('keeps prefix ranges tight on multikey indexes for anchored regexes and $elemMatch', async () => {
    const engine = new Engine();
    const run = (cmd: object) => engine.execute({ ...cmd, $db: 'p' }, 1);
    await run({ createIndexes: 'u', indexes: [{ key: { tags: 1 }, name: 'tags_1' }] });
    await run({ insert: 'u', documents: [{ tags: ['ann', 'smith'] }, { tags: ['quinn', 'rossi'] }] });
    const coll = engine.catalog.get('p', 'u');
    if (!coll) throw new Error('missing');
    expect(plan(coll, { tags: /^qu/ }, []).intervals).toEqual([[['qu'], ['qu\uffff']]]);
    expect(plan(coll, { tags: { $elemMatch: { $gte: 'qu', $lt: 'qv' } } }, []).intervals).toEqual([
      [['qu'], ['qv']],
    ]);
    // Separate bounds may match different elements of the array: only the lower bound is usable.
    expect(plan(coll, { tags: { $gte: 'qu', $lt: 'qv' } }, []).intervals).toEqual([[['qu'], [{}]]]);
    // Regex metacharacters end the literal prefix.
    expect(plan(coll, { tags: /^a.c/ }, []).intervals).toEqual([[['a'], ['a\uffff']]]);
    expect(plan(coll, { tags: /^abc?d/ }, []).intervals).toEqual([[['ab'], ['ab\uffff']]]);
  });
});

describe('TTL', () => {
  it.skipIf(embeddedOnly === 'skip')('expires documents past expireAfterSeconds', async () => {
    const c = db.collection<Loose>('ttl');
    await c.createIndex({ at: 1 }, { expireAfterSeconds: 1 });
    await c.insertMany([
      { at: new Date(Date.now() - 10_000) },
      { at: new Date(Date.now() + 60_000) },
      { at: 'not a date' },
    ]);
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline && (await c.countDocuments({})) > 2)
      await new Promise((r) => setTimeout(r, 100));
    expect(await c.countDocuments({})).toBe(2);
  });
});
