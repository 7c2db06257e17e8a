import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  embeddedOnly,
  freshDbName,
  type Loose,
  openDurable,
  serverError,
  startTarget,
  type Target,
} from './helpers.ts';

let t: Target;
let db: Db;
beforeAll(async () => {
  t = await startTarget();
  db = t.client.db(freshDbName('views'));
  await db.collection<Loose>('people').insertMany([
    { _id: 1, name: 'Ann', age: 31, city: 'Oslo', tags: ['a'] },
    { _id: 2, name: 'Bob', age: 17, city: 'Rome', tags: ['b', 'c'] },
    { _id: 3, name: 'Cid', age: 45, city: 'Oslo', tags: [] },
    { _id: 4, name: 'Dan', age: 22, city: 'Rome', tags: ['a'] },
  ]);
  await db.createCollection('adults', {
    viewOn: 'people',
    pipeline: [{ $match: { age: { $gte: 18 } } }, { $project: { tags: 0 } }],
  });
  await db.createCollection('oslo_adults', { viewOn: 'adults', pipeline: [{ $match: { city: 'Oslo' } }] });
});
afterAll(async () => {
  await db.dropDatabase();
  await t.stop();
});

describe('views', () => {
  it('listCollections reports them with type view and their options', async () => {
    const infos = await db.listCollections({ type: 'view' }).toArray();
    const adults = infos.find((i) => i.name === 'adults');
    expect(adults).toMatchObject({
      name: 'adults',
      type: 'view',
      options: { viewOn: 'people', pipeline: [{ $match: { age: { $gte: 18 } } }, { $project: { tags: 0 } }] },
      info: { readOnly: true },
    });
    expect(infos.map((i) => i.name).sort()).toEqual(['adults', 'oslo_adults']);
    const names = await db.listCollections({}, { nameOnly: true }).toArray();
    expect(names).toContainEqual({ name: 'adults', type: 'view' });
  });

  it('find reads through the pipeline with filter, sort, skip, limit and projection', async () => {
    const v = db.collection<Loose>('adults');
    expect(await v.find({}, { sort: { age: 1 } }).toArray()).toEqual([
      { _id: 4, name: 'Dan', age: 22, city: 'Rome' },
      { _id: 1, name: 'Ann', age: 31, city: 'Oslo' },
      { _id: 3, name: 'Cid', age: 45, city: 'Oslo' },
    ]);
    expect(
      await v
        .find({ city: 'Oslo' }, { projection: { name: 1, _id: 0 }, sort: { age: -1 }, skip: 1, limit: 5 })
        .toArray(),
    ).toEqual([{ name: 'Ann' }]);
    expect(await v.findOne({ name: 'Bob' })).toBeNull();
  });

  it('views on views, aggregate, count, countDocuments and distinct', async () => {
    const v = db.collection<Loose>('oslo_adults');
    expect((await v.find().sort({ _id: 1 }).toArray()).map((d) => d.name)).toEqual(['Ann', 'Cid']);
    expect(await v.aggregate([{ $group: { _id: null, n: { $sum: 1 } } }]).toArray()).toEqual([
      { _id: null, n: 2 },
    ]);
    expect(await v.countDocuments({ age: { $gt: 40 } })).toBe(1);
    expect(await db.collection('adults').countDocuments()).toBe(3);
    expect((await db.command({ count: 'adults', query: { city: 'Rome' } })).n).toBe(1);
    expect((await db.collection('adults').distinct('city')).sort()).toEqual(['Oslo', 'Rome']);
    const joined = await db
      .collection('people')
      .aggregate([
        { $match: { _id: 2 } },
        { $lookup: { from: 'adults', localField: 'city', foreignField: 'city', as: 'peers' } },
        { $project: { n: { $size: '$peers' } } },
      ])
      .toArray();
    expect(joined).toEqual([{ _id: 2, n: 1 }]);
  });

  it("explain of a find on a view plans the view's and the find's $match together", async () => {
    await db.collection('people').createIndex({ city: 1 });
    await db.createCollection('grown', { viewOn: 'people', pipeline: [{ $match: { age: { $gte: 18 } } }] });
    const ex = await db.collection('grown').find({ city: 'Oslo', name: 'Ann' }).explain('queryPlanner');
    const plan = ex.queryPlanner.winningPlan;
    expect(ex.queryPlanner.namespace).toBe(`${db.databaseName}.people`);
    expect(plan.stage).toBe('FETCH');
    expect(plan.inputStage).toMatchObject({ stage: 'IXSCAN', indexName: 'city_1' });
    expect(await db.collection('grown').find({ city: 'Oslo', name: 'Ann' }).toArray()).toHaveLength(1);
    await db.collection('grown').drop();
  });

  it('writes and index operations on a view fail with CommandNotSupportedOnView', async () => {
    const v = db.collection<Loose>('adults');
    for (const op of [
      () => v.insertOne({ name: 'X' }),
      () => v.updateOne({ _id: 1 }, { $set: { age: 1 } }),
      () => v.deleteMany({}),
      () => v.findOneAndUpdate({ _id: 1 }, { $set: { age: 1 } }),
      () => v.createIndex({ name: 1 }),
      () => v.indexes(),
    ]) {
      const err = await serverError(op());
      expect(err.code).toBe(166);
      expect(err.codeName).toBe('CommandNotSupportedOnView');
    }
    expect(await db.collection('people').countDocuments()).toBe(4);
  });

  it('create refuses existing names, cycles and $out in a definition', async () => {
    expect((await serverError(db.createCollection('adults', { viewOn: 'people' }))).code).toBe(48);
    expect((await serverError(db.createCollection('people', { viewOn: 'adults' }))).code).toBe(48);
    await db.createCollection('loop_a', { viewOn: 'loop_b', pipeline: [] });
    const cycle = await serverError(db.command({ collMod: 'loop_a', viewOn: 'loop_a', pipeline: [] }));
    expect(cycle.codeName).toBe('GraphContainsCycle');
    const out = await serverError(
      db.createCollection('bad', { viewOn: 'people', pipeline: [{ $out: 'x' }] }),
    );
    expect(out.code).toBe(167);
    await db.collection('loop_a').drop();
  });

  it('collMod changes the definition; drop removes the view and leaves the source', async () => {
    await db.createCollection('teens', { viewOn: 'people', pipeline: [{ $match: { age: { $lt: 20 } } }] });
    expect(await db.collection('teens').countDocuments()).toBe(1);
    await db.command({ collMod: 'teens', viewOn: 'people', pipeline: [{ $match: { age: { $lt: 30 } } }] });
    expect(await db.collection('teens').countDocuments()).toBe(2);
    const both = await serverError(db.command({ collMod: 'teens', pipeline: [] }));
    expect(both.code).toBe(72);
    expect(await db.collection('teens').drop()).toBe(true);
    expect(await db.listCollections({ name: 'teens' }).toArray()).toEqual([]);
    expect(await db.collection('people').countDocuments()).toBe(4);
  });
});

describe.skipIf(embeddedOnly === 'skip')('view definitions are durable (embedded)', () => {
  it('survive a restart, through the journal and through a snapshot', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edb-views-'));
    const open = <T>(fn: (d: Db) => Promise<T>, compactBytes?: number) =>
      openDurable(dir, fn, { compactBytes });
    try {
      await open(async (d) => {
        await d.collection<Loose>('src').insertMany([
          { _id: 1, n: 1 },
          { _id: 2, n: 2 },
        ]);
        await d.createCollection('big', { viewOn: 'src', pipeline: [{ $match: { n: { $gt: 1 } } }] });
        await d.createCollection('gone', { viewOn: 'src' });
        await d.collection('gone').drop();
        await d.command({ collMod: 'big', viewOn: 'src', pipeline: [{ $match: { n: { $gte: 1 } } }] });
      });
      await open(async (d) => {
        expect(await d.collection('big').countDocuments()).toBe(2);
        expect((await d.listCollections({ type: 'view' }).toArray()).map((c) => c.name)).toEqual(['big']);
        // A tiny compaction threshold makes this write snapshot the catalog.
        await d.collection<Loose>('src').insertOne({ _id: 3, n: 3 });
      }, 1);
      await open(async (d) => {
        expect(await d.collection('big').countDocuments()).toBe(3);
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
