import type { Collection } from 'mongodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Loose, useTestDb } from './helpers.ts';

// A filter is tested with a query holding only the query operators, unless `$expr` appears anywhere
// in it (mingo-ops.ts, newMatchQuery): every place `$expr` can hide still evaluates its expressions.
const ctx = useTestDb('match-context');
let c: Collection<Loose>;
beforeAll(async () => {
  c = ctx.db.collection<Loose>('cakes');
  await c.insertMany([
    {
      _id: 1,
      flavor: 'chocolate',
      price: 8,
      sizes: [
        { d: 10, price: 8 },
        { d: 20, price: 15 },
      ],
    },
    { _id: 2, flavor: 'strawberry', price: 4, sizes: [{ d: 10, price: 4 }] },
    { _id: 3, flavor: 'cherry', price: 7, sizes: [{ d: 20, price: 14 }] },
  ]);
});

const ids = async (filter: Loose, projection?: Loose) =>
  (await c.find(filter, { projection, sort: { _id: 1 } }).toArray()).map((d) => d._id);

describe('filters with and without $expr', () => {
  it('evaluates $expr at the top, under $or and $and, and beside other operators', async () => {
    expect(await ids({ $expr: { $gt: [{ $multiply: ['$price', 2] }, 14] } })).toEqual([1]);
    expect(await ids({ $or: [{ flavor: 'cherry' }, { $expr: { $lt: ['$price', 5] } }] })).toEqual([2, 3]);
    expect(
      await ids({ $and: [{ price: { $gte: 4 } }, { $expr: { $eq: [{ $strLenCP: '$flavor' }, 6] } }] }),
    ).toEqual([3]);
    expect(await ids({ _id: { $in: [1, 2, 3] }, $expr: { $eq: [{ $size: '$sizes' }, 2] } })).toEqual([1]);
  });

  it('matches without expressions: $in, $nin, ranges, $elemMatch, $not, $regex, $size', async () => {
    expect(await ids({ _id: { $in: [3, 1, 9] } })).toEqual([1, 3]);
    expect(await ids({ flavor: { $nin: ['cherry'] }, price: { $lt: 8 } })).toEqual([2]);
    expect(await ids({ sizes: { $elemMatch: { d: 20, price: { $lt: 15 } } } })).toEqual([3]);
    expect(await ids({ price: { $not: { $gt: 5 } } })).toEqual([2]);
    expect(await ids({ flavor: { $regex: '^ch' }, sizes: { $size: 1 } })).toEqual([3]);
  });

  it('keeps projections that need the full operator set (positional and $elemMatch)', async () => {
    const [doc] = await c.find({ _id: 1, 'sizes.d': 20 }, { projection: { 'sizes.$': 1 } }).toArray();
    expect(doc).toEqual({ _id: 1, sizes: [{ d: 20, price: 15 }] });
    const [other] = await c
      .find({ _id: 1 }, { projection: { sizes: { $elemMatch: { price: { $lt: 10 } } } } })
      .toArray();
    expect(other).toEqual({ _id: 1, sizes: [{ d: 10, price: 8 }] });
  });
});
