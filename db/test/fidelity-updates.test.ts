import type { Collection, MongoServerError } from 'mongodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Loose, REAL_MONGO, serverError, useTestDb } from './helpers.ts';

// Update pipelines, immutable `_id`, `$`-prefixed names in `_id` and MongoDB 8.0's `sort` on
// updateOne/replaceOne, with the results and error codes of MongoDB 8.0
// (jstests/core/write/update/updateOne_sort.js, jstests/core/field_name_validation.js).
const ctx = useTestDb('upd');
let c: Collection<Loose>;
beforeEach(async () => {
  c = ctx.db.collection<Loose>(`u_${Math.random().toString(36).slice(2)}`);
});

describe('update pipelines', () => {
  it('$set/$unset/$addFields/$project/$replaceWith/$replaceRoot stages', async () => {
    await c.insertOne({ _id: 1, a: 1, b: 2, nested: { x: 5 } });
    await c.updateOne({ _id: 1 }, [{ $set: { sum: { $add: ['$a', '$b'] } } }, { $unset: ['b'] }]);
    expect(await c.findOne({ _id: 1 })).toEqual({ _id: 1, a: 1, nested: { x: 5 }, sum: 3 });
    await c.updateOne({ _id: 1 }, [{ $addFields: { c: '$nested.x' } }, { $project: { a: 1, c: 1 } }]);
    expect(await c.findOne({ _id: 1 })).toEqual({ _id: 1, a: 1, c: 5 });
    // A pipeline whose result has no _id keeps the document's _id (first, as always).
    await c.updateOne({ _id: 1 }, [{ $replaceWith: { z: { $multiply: ['$c', 2] } } }]);
    expect(await c.findOne({ _id: 1 })).toEqual({ _id: 1, z: 10 });
    await c.updateOne({ _id: 1 }, [{ $replaceRoot: { newRoot: { w: '$z', _id: '$_id' } } }]);
    expect(await c.findOne({ _id: 1 })).toEqual({ _id: 1, w: 10 });
  });

  it('changing _id in a pipeline, a replacement or with $set fails with ImmutableField (66)', async () => {
    await c.insertOne({ _id: 1, a: 1 });
    for (const run of [
      () => c.updateOne({ _id: 1 }, [{ $set: { _id: 2 } }]),
      () => c.updateOne({ _id: 1 }, [{ $replaceWith: { _id: 3, a: 1 } }]),
      () => c.replaceOne({ _id: 1 }, { _id: 4, a: 1 }),
      () => c.updateOne({ _id: 1 }, { $set: { _id: 5 } }),
      () => c.findOneAndUpdate({ _id: 1 }, [{ $set: { _id: 6 } }]),
    ]) {
      const e = await serverError(run());
      expect(e.code).toBe(66);
      expect(e.codeName ?? 'ImmutableField').toBe('ImmutableField');
    }
    expect(await c.findOne({ _id: 1 })).toEqual({ _id: 1, a: 1 });
  });

  it('stages other than the six allowed fail with InvalidOptions (72)', async () => {
    await c.insertOne({ _id: 1, a: 1 });
    const e = await serverError(c.updateOne({ _id: 1 }, [{ $match: { a: 1 } }]));
    expect(e.code).toBe(72);
  });

  it('an upsert runs the pipeline on the filter equality fields', async () => {
    const res = await c.updateOne({ k: 'x' }, [{ $set: { n: { $add: [1, 1] } } }], { upsert: true });
    expect(res.upsertedCount).toBe(1);
    const doc = await c.findOne({ k: 'x' });
    expect(doc).toMatchObject({ k: 'x', n: 2 });
  });
});

describe('$-prefixed field names inside _id', () => {
  it('insert refuses them with DollarPrefixedFieldName (52); elsewhere they are allowed', async () => {
    for (const _id of [{ $b: 1 }, { a: 1, $b: 1 }]) {
      const e = await c.insertOne({ _id }).then(
        () => undefined,
        (err: unknown) => err as MongoServerError,
      );
      expect(e?.code).toBe(52);
    }
    await c.insertOne({ _id: 'ok', a: { $b: 1 } });
    await c.insertOne({ _id: { 'a.b': 1 } });
    expect(await c.countDocuments()).toBe(2);
  });

  it('upserts refuse them (replacement, $set and $setOnInsert)', async () => {
    for (const run of [
      () => c.replaceOne({ 'a.b': 1 }, { _id: { $invalid: 1 } }, { upsert: true }),
      () => c.updateOne({ 'a.b': 1 }, { $set: { _id: { $invalid: 1 } } }, { upsert: true }),
      () => c.updateOne({ 'a.b': 1 }, { $setOnInsert: { _id: { $invalid: 1 } } }, { upsert: true }),
    ]) {
      const e = await serverError(run());
      expect(e.code).toBe(52);
    }
    expect(await c.countDocuments()).toBe(0);
  });
});

describe('sort on updateOne and replaceOne (MongoDB 8.0)', () => {
  beforeEach(async () => {
    await c.insertMany(Array.from({ length: 11 }, (_, i) => ({ _id: i, name: 'Jane', ranking: i })));
  });

  it('updates the first document in sort order', async () => {
    let res = await c.updateOne({ name: 'Jane' }, { $set: { ranking: 6 } }, { sort: { ranking: 1 } });
    expect(res.modifiedCount).toBe(1);
    expect(await c.countDocuments({ ranking: 0 })).toBe(0);
    expect(await c.countDocuments({ ranking: 6 })).toBe(2);
    res = await c.updateOne({ name: 'Jane' }, { $set: { ranking: 100 } }, { sort: { ranking: -1 } });
    expect(await c.findOne({ ranking: 100 })).toEqual({ _id: 10, name: 'Jane', ranking: 100 });
    res = await c.updateOne({ ranking: { $lt: 10 } }, [{ $set: { top: true } }], { sort: { ranking: -1 } });
    expect(await c.findOne({ top: true })).toEqual({ _id: 9, name: 'Jane', ranking: 9, top: true });
  });

  it('replaceOne and bulkWrite updateOne honour sort too', async () => {
    await c.replaceOne({ name: 'Jane' }, { name: 'Replaced' }, { sort: { ranking: -1 } });
    expect(await c.findOne({ name: 'Replaced' })).toEqual({ _id: 10, name: 'Replaced' });
    await c.bulkWrite([
      { updateOne: { filter: { name: 'Jane' }, update: { $set: { bulk: 1 } }, sort: { ranking: -1 } } },
    ]);
    expect(await c.findOne({ bulk: 1 })).toMatchObject({ _id: 9 });
  });

  it('upsert with sort inserts when nothing matches', async () => {
    const res = await c.updateOne(
      { name: 'Lucy' },
      { $set: { ranking: 11 } },
      { sort: { ranking: 1 }, upsert: true },
    );
    expect(res.upsertedId).not.toBeNull();
    expect(await c.countDocuments({ name: 'Lucy' })).toBe(1);
  });

  it('a bad sort fails: not an object (TypeMismatch), bad direction (15975), with multi (FailedToParse)', async () => {
    const run = (u: Record<string, unknown>) => ctx.db.command({ update: c.collectionName, updates: [u] });
    const check = async (u: Record<string, unknown>, code: number) => {
      const reply = await run(u).then(
        (r) => r.writeErrors?.[0]?.code as number,
        (e: MongoServerError) => e.code,
      );
      expect(reply).toBe(code);
    };
    await check({ q: {}, u: { $set: { a: 1 } }, sort: true }, 14);
    await check({ q: {}, u: { $set: { a: 1 } }, sort: { ranking: 50 } }, 15975);
    await check({ q: { ranking: 1 }, u: { $set: { a: 1 } }, multi: true, sort: { a: -1 } }, 9);
    expect(await c.countDocuments({ a: 1 })).toBe(0);
  });
});

describe.skipIf(REAL_MONGO !== undefined)('version advertised', () => {
  it('hello says wire version 25 and buildInfo 8.0 (the release whose update sort is implemented)', async () => {
    const hello = await ctx.db.admin().command({ hello: 1 });
    expect(hello.maxWireVersion).toBe(25);
    const info = await ctx.db.admin().command({ buildInfo: 1 });
    expect(info.version).toBe('8.0.0');
    expect(info.versionArray).toEqual([8, 0, 0, 0]);
  });
});
