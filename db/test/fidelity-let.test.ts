import type { Collection } from 'mongodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Loose, serverError, useTestDb } from './helpers.ts';

// `let` variables and `$$name` references as MongoDB 7.0/8.0 document them for find, update, delete,
// findAndModify and aggregate: https://www.mongodb.com/docs/manual/reference/command/find/#std-label-find-let-syntax
const ctx = useTestDb('let');
let c: Collection<Loose>;
beforeEach(async () => {
  c = ctx.db.collection<Loose>(`cakes_${Math.random().toString(36).slice(2)}`);
  await c.insertMany([
    { _id: 1, flavor: 'chocolate', price: 8 },
    { _id: 2, flavor: 'strawberry', price: 4 },
    { _id: 3, flavor: 'cherry', price: 7 },
  ]);
});

describe('let variables', () => {
  it('find: $expr reads $$vars, including computed ones', async () => {
    const docs = await c
      .find(
        { $expr: { $and: [{ $eq: ['$flavor', '$$target'] }, { $lt: ['$price', '$$max'] }] } },
        { let: { target: 'cherry', max: { $add: [5, 5] } } },
      )
      .toArray();
    expect(docs).toEqual([{ _id: 3, flavor: 'cherry', price: 7 }]);
  });

  it('aggregate: let reaches $match, $project and $lookup pipelines', async () => {
    const out = await c
      .aggregate(
        [
          { $match: { $expr: { $gte: ['$price', '$$min'] } } },
          { $project: { _id: 1, label: { $concat: ['$$prefix', '$flavor'] } } },
          { $sort: { _id: 1 } },
        ],
        { let: { min: 7, prefix: 'cake:' } },
      )
      .toArray();
    expect(out).toEqual([
      { _id: 1, label: 'cake:chocolate' },
      { _id: 3, label: 'cake:cherry' },
    ]);

    const orders = ctx.db.collection<Loose>(`${c.collectionName}_orders`);
    await orders.insertMany([
      { _id: 'o1', flavor: 'cherry', qty: 2 },
      { _id: 'o2', flavor: 'cherry', qty: 9 },
      { _id: 'o3', flavor: 'chocolate', qty: 5 },
    ]);
    const joined = await c
      .aggregate([
        { $match: { _id: { $in: [1, 3] } } },
        {
          $lookup: {
            from: orders.collectionName,
            let: { f: '$flavor' },
            pipeline: [
              { $match: { $expr: { $and: [{ $eq: ['$flavor', '$$f'] }, { $gt: ['$qty', 3] }] } } },
              { $project: { _id: 1 } },
            ],
            as: 'big',
          },
        },
        { $project: { big: 1 } },
        { $sort: { _id: 1 } },
      ])
      .toArray();
    expect(joined).toEqual([
      { _id: 1, big: [{ _id: 'o3' }] },
      { _id: 3, big: [{ _id: 'o2' }] },
    ]);
  });

  it('update: filter $expr and update pipelines read $$vars', async () => {
    const res = await c.updateMany(
      { $expr: { $lt: ['$price', '$$limit'] } },
      [{ $set: { price: { $multiply: ['$price', '$$factor'] }, tag: '$$tag' } }],
      { let: { limit: 8, factor: 2, tag: 'doubled' } },
    );
    expect(res.matchedCount).toBe(2);
    expect(res.modifiedCount).toBe(2);
    expect(await c.find({}, { sort: { _id: 1 } }).toArray()).toEqual([
      { _id: 1, flavor: 'chocolate', price: 8 },
      { _id: 2, flavor: 'strawberry', price: 8, tag: 'doubled' },
      { _id: 3, flavor: 'cherry', price: 14, tag: 'doubled' },
    ]);
  });

  it('update with upsert: the pipeline of the new document reads $$vars', async () => {
    const res = await c.updateOne({ _id: 9 }, [{ $set: { flavor: '$$f', price: { $add: ['$$p', 1] } } }], {
      upsert: true,
      let: { f: 'lemon', p: 2 },
    });
    expect(res.upsertedId).toBe(9);
    expect(await c.findOne({ _id: 9 })).toEqual({ _id: 9, flavor: 'lemon', price: 3 });
  });

  it('delete: filter $expr reads $$vars', async () => {
    const res = await c.deleteMany({ $expr: { $eq: ['$flavor', '$$f'] } }, { let: { f: 'strawberry' } });
    expect(res.deletedCount).toBe(1);
    expect(await c.countDocuments()).toBe(2);
  });

  it('findAndModify: filter and pipeline read $$vars', async () => {
    const before = await c.findOneAndUpdate(
      { $expr: { $eq: ['$flavor', '$$f'] } },
      [{ $set: { price: '$$p' } }],
      { let: { f: 'cherry', p: 11 }, returnDocument: 'after' },
    );
    expect(before).toEqual({ _id: 3, flavor: 'cherry', price: 11 });
    const removed = await c.findOneAndDelete({ $expr: { $gt: ['$price', '$$p'] } }, { let: { p: 10 } });
    expect(removed).toEqual({ _id: 3, flavor: 'cherry', price: 11 });
  });

  it('a $$var nobody defines fails with 17276, even when no document is examined', async () => {
    for (const run of [
      () => c.find({ $expr: { $eq: ['$flavor', '$$nope'] } }).toArray(),
      () =>
        ctx.db
          .collection('no_such_collection')
          .find({ $expr: { $eq: ['$flavor', '$$nope'] } })
          .toArray(),
      () => c.aggregate([{ $project: { x: '$$nope' } }]).toArray(),
      () => c.updateOne({}, [{ $set: { x: '$$nope' } }]),
      () => c.deleteOne({ $expr: { $eq: ['$a', '$$nope'] } }),
      () => c.findOneAndUpdate({ $expr: { $eq: ['$a', '$$nope'] } }, { $set: { x: 1 } }),
    ]) {
      const e = await serverError(run());
      expect(e.code).toBe(17276);
      expect(e.message).toContain('Use of undefined variable: nope');
    }
  });

  it('variables bound by $let, $map and $filter are defined inside them', async () => {
    const [doc] = await c
      .aggregate([
        { $match: { _id: 1 } },
        {
          $project: {
            a: { $let: { vars: { x: 2 }, in: { $multiply: ['$price', '$$x'] } } },
            b: { $map: { input: [1, 2], as: 'n', in: { $add: ['$$n', 1] } } },
            c: { $filter: { input: [1, 2, 3], cond: { $gt: ['$$this', 1] } } },
          },
        },
      ])
      .toArray();
    expect(doc).toEqual({ _id: 1, a: 16, b: [2, 3], c: [2, 3] });
  });

  it('let names must start with a lowercase letter; let may not read document fields', async () => {
    const bad = await serverError(c.find({}, { let: { Upper: 1 } }).toArray());
    expect(bad.code).toBe(16867);
    const field = await serverError(c.find({}, { let: { x: '$price' } }).toArray());
    expect(field.code).toBe(4890500);
  });
});
