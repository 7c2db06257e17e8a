import { type Db, Long, type MongoServerError } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedOnly, freshDbName, type Loose, startTarget, type Target } from './helpers.ts';

let t: Target;
let db: Db;
beforeAll(async () => {
  t = await startTarget();
  db = t.client.db(freshDbName('agg'));
  await db.collection<Loose>('orders').insertMany([
    { _id: 1, user: 'u1', total: 10, items: ['a', 'b'] },
    { _id: 2, user: 'u1', total: 5, items: ['a'] },
    { _id: 3, user: 'u2', total: 7, items: [] },
  ]);
  await db.collection<Loose>('users').insertMany([
    { _id: 'u1', name: 'Ann' },
    { _id: 'u2', name: 'Bob' },
  ]);
});
afterAll(async () => {
  await db.dropDatabase();
  await t.stop();
});

describe('aggregate', () => {
  it('$match, $group, $sort, $project', async () => {
    const out = await db
      .collection('orders')
      .aggregate([
        { $match: { total: { $gte: 5 } } },
        { $group: { _id: '$user', sum: { $sum: '$total' }, n: { $sum: 1 } } },
        { $sort: { sum: -1 } },
        { $project: { _id: 0, user: '$_id', sum: 1, n: 1 } },
      ])
      .toArray();
    expect(out).toEqual([
      { sum: 15, n: 2, user: 'u1' },
      { sum: 7, n: 1, user: 'u2' },
    ]);
  });

  it('$lookup, $unwind, $facet, $count, $skip, $limit', async () => {
    const [res] = await db
      .collection('orders')
      .aggregate([
        { $lookup: { from: 'users', localField: 'user', foreignField: '_id', as: 'u' } },
        { $unwind: '$u' },
        {
          $facet: {
            names: [{ $sort: { _id: 1 } }, { $skip: 1 }, { $limit: 1 }, { $project: { name: '$u.name' } }],
            count: [{ $count: 'total' }],
          },
        },
      ])
      .toArray();
    expect(res).toEqual({ names: [{ _id: 2, name: 'Ann' }], count: [{ total: 3 }] });
  });

  it('$sort uses BSON order across types', async () => {
    const c = db.collection<Loose>('mixed');
    await c.insertMany([
      { _id: 1, v: 'a' },
      { _id: 2, v: Long.fromNumber(10) },
      { _id: 3, v: 9.5 },
      { _id: 4, v: null },
      { _id: 5 },
    ]);
    const out = await c.aggregate([{ $sort: { v: 1, _id: 1 } }, { $project: { _id: 1 } }]).toArray();
    expect(out.map((d) => d._id)).toEqual([4, 5, 3, 2, 1]);
  });

  it('returns large results through a cursor', async () => {
    const c = db.collection<Loose>('many');
    await c.insertMany(Array.from({ length: 300 }, (_, i) => ({ i })));
    const out = await c
      .aggregate([{ $sort: { i: -1 } }, { $project: { _id: 0, i: 1 } }], { batchSize: 50 })
      .toArray();
    expect(out).toHaveLength(300);
    expect(out[0]).toEqual({ i: 299 });
  });
});

describe.skipIf(embeddedOnly === 'skip')('unsupported features fail clearly (embedded)', () => {
  const expectUnsupported = async (p: Promise<unknown>, what: RegExp) => {
    const err = (await p.then(
      () => null,
      (e) => e,
    )) as MongoServerError | null;
    expect(err).not.toBeNull();
    expect([115, 2, 17007, 40324, 27]).toContain(err?.code);
    if (!process.env.MONGODB_URI) expect(err?.message).toMatch(what);
  };

  it('rejects $text, $where, geo, collation and change streams', async () => {
    const c = db.collection<Loose>('orders');
    await expectUnsupported(
      c.find({ $text: { $search: 'x' } }).toArray(),
      /embedded database: \$text is not supported/,
    );
    await expectUnsupported(c.find({ $where: 'this.total > 1' }).toArray(), /\$where is not supported/);
    await expectUnsupported(c.find({ loc: { $near: [0, 0] } }).toArray(), /geo/);
    await expectUnsupported(c.find({}, { collation: { locale: 'fr' } }).toArray(), /collation/);
    await expectUnsupported(
      db.command({ aggregate: 'orders', pipeline: [{ $changeStream: {} }], cursor: {} }),
      /change streams/,
    );
    await expectUnsupported(c.createIndex({ title: 'text' }), /index type 'text'/);
    await expectUnsupported(c.createIndex({ loc: '2dsphere' }), /index type '2dsphere'/);
    await expectUnsupported(c.find({}, { hint: { nope: 1 } }).toArray(), /hint/);
  });
});
