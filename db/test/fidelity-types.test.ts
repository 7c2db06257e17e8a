import {
  type Collection,
  type Db,
  Decimal128,
  type Document,
  Double,
  Int32,
  Long,
  MongoServerError,
} from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDbName, type Loose, startTarget, type Target } from './helpers.ts';

// Aggregation arithmetic and $inc/$mul keep BSON numeric types, as MongoDB documents for $add:
// "int + int = int unless the result overflows, then long; long overflow -> double; any double ->
// double; any decimal -> decimal". Results are read with promoteValues: false to see the real types.
let t: Target;
let db: Db;
let c: Collection<Loose>;
const RAW = { promoteValues: false } as const;
const INT_MAX = 2147483647;

beforeAll(async () => {
  t = await startTarget();
  db = t.client.db(freshDbName('types'));
  c = db.collection<Loose>('nums');
  await c.insertOne({
    _id: 1,
    i: new Int32(2),
    big: new Int32(INT_MAX),
    l: Long.fromNumber(5),
    lmax: Long.MAX_VALUE,
    d: new Double(2),
    half: 0.5,
    dec1: Decimal128.fromString('0.1'),
    dec2: Decimal128.fromString('0.2'),
    s: 'x',
    at: new Date(10_000),
  });
});
afterAll(async () => {
  await db.dropDatabase();
  await t.stop();
});

async function project(fields: Document): Promise<Document> {
  const [doc] = await c
    .aggregate([{ $match: { _id: 1 } }, { $project: { _id: 0, ...fields } }], RAW)
    .toArray();
  return doc as Document;
}

const kind = (v: unknown) => (v as { _bsontype?: string })?._bsontype ?? typeof v;

describe('aggregation arithmetic keeps BSON types', () => {
  it('$add', async () => {
    const r = await project({
      intInt: { $add: ['$i', '$i'] },
      intOverflow: { $add: ['$big', 1] },
      intLong: { $add: ['$i', '$l'] },
      longOverflow: { $add: ['$lmax', 1] },
      intDouble: { $add: ['$i', '$d'] },
      intHalf: { $add: ['$i', '$half'] },
      decimals: { $add: ['$dec1', '$dec2'] },
      decInt: { $add: ['$dec1', '$i'] },
      date: { $add: ['$at', 500] },
      withNull: { $add: ['$i', '$missing'] },
    });
    expect(kind(r.intInt)).toBe('Int32');
    expect(r.intInt.value).toBe(4);
    expect(kind(r.intOverflow)).toBe('Long');
    expect(r.intOverflow.toString()).toBe('2147483648');
    expect(kind(r.intLong)).toBe('Long');
    expect(r.intLong.toString()).toBe('7');
    expect(kind(r.longOverflow)).toBe('Double');
    expect(r.longOverflow.value).toBe(2 ** 63);
    expect(kind(r.intDouble)).toBe('Double');
    expect(r.intDouble.value).toBe(4);
    expect(r.intHalf.value).toBe(2.5);
    expect(kind(r.decimals)).toBe('Decimal128');
    expect(r.decimals.toString()).toBe('0.3');
    expect(r.decInt.toString()).toBe('2.1');
    expect(r.date).toEqual(new Date(10_500));
    expect(r.withNull).toBeNull();
  });

  it('$subtract and $multiply', async () => {
    const r = await project({
      sub: { $subtract: ['$i', 5] },
      subDec: { $subtract: ['$dec2', '$dec1'] },
      dates: { $subtract: ['$at', { $literal: new Date(4_000) }] },
      dateMinus: { $subtract: ['$at', 1000] },
      mul: { $multiply: ['$i', 3] },
      mulOverflow: { $multiply: ['$big', 2] },
      mulDouble: { $multiply: ['$i', 1.5] },
      mulDec: { $multiply: ['$dec1', '$dec2'] },
    });
    expect(kind(r.sub)).toBe('Int32');
    expect(r.sub.value).toBe(-3);
    expect(r.subDec.toString()).toBe('0.1');
    expect(kind(r.dates)).toBe('Long');
    expect(r.dates.toString()).toBe('6000');
    expect(r.dateMinus).toEqual(new Date(9_000));
    expect(r.mul.value).toBe(6);
    expect(kind(r.mul)).toBe('Int32');
    expect(kind(r.mulOverflow)).toBe('Long');
    expect(r.mulOverflow.toString()).toBe(String(INT_MAX * 2));
    expect(kind(r.mulDouble)).toBe('Double');
    expect(r.mulDouble.value).toBe(3);
    expect(r.mulDec.toString()).toBe('0.02');
  });

  it('non-numeric operands fail with TypeMismatch (14)', async () => {
    for (const expr of [{ $add: ['$s', 1] }, { $multiply: ['$s', 2] }, { $subtract: ['$s', 1] }]) {
      const e = await project({ x: expr }).then(
        () => undefined,
        (err: unknown) => err,
      );
      expect(e).toBeInstanceOf(MongoServerError);
      // promoteValues: false also applies to the error reply.
      expect(Number((e as MongoServerError).code)).toBe(14);
    }
  });

  it('$sum accumulator and expression', async () => {
    const g = db.collection<Loose>('sums');
    await g.insertMany([
      { _id: 1, k: 'a', n: new Int32(INT_MAX), d: Decimal128.fromString('0.1') },
      { _id: 2, k: 'a', n: new Int32(1), d: Decimal128.fromString('0.2') },
      { _id: 3, k: 'b', n: new Int32(3), d: 'not a number' },
    ]);
    const out = await g
      .aggregate(
        [
          { $group: { _id: '$k', n: { $sum: '$n' }, d: { $sum: '$d' }, count: { $sum: 1 } } },
          { $sort: { _id: 1 } },
        ],
        RAW,
      )
      .toArray();
    expect(kind(out[0]?.n)).toBe('Long');
    expect(out[0]?.n.toString()).toBe('2147483648');
    expect(out[0]?.d.toString()).toBe('0.3');
    expect(kind(out[0]?.count)).toBe('Int32');
    expect(kind(out[1]?.n)).toBe('Int32');
    expect(out[1]?.d.value).toBe(0);
    const [e] = await g
      .aggregate(
        [{ $match: { _id: 1 } }, { $project: { s: { $sum: ['$n', 1] }, arr: { $sum: [[1, 2, 3]] } } }],
        RAW,
      )
      .toArray();
    expect(kind(e?.s)).toBe('Long');
    expect(e?.s.toString()).toBe('2147483648');
  });
});

describe('aggregation comparisons use BSON order', () => {
  it('compares int64, decimal and int across types; a missing field is not null', async () => {
    const r = await project({
      longGt: { $gt: ['$l', '$i'] },
      decEq: { $eq: ['$dec1', { $literal: Decimal128.fromString('0.10') }] },
      intEqLong: { $eq: ['$i', { $literal: Long.fromNumber(2) }] },
      cmp: { $cmp: ['$lmax', '$big'] },
      missingIsNull: { $eq: ['$missing', null] },
      strVsNum: { $gt: ['$s', 1] },
    });
    expect(r).toEqual({
      longGt: true,
      decEq: true,
      intEqLong: true,
      cmp: new Int32(1),
      missingIsNull: false,
      strVsNum: true,
    });
    expect(await c.countDocuments({ $expr: { $gt: ['$lmax', '$big'] } })).toBe(1);
  });
});

describe('$inc and $mul keep BSON types', () => {
  it('int32 overflow becomes int64, a double operand gives a double, decimals stay exact', async () => {
    const u = db.collection<Loose>('inc');
    await u.insertOne({ _id: 1, a: new Int32(INT_MAX), b: new Int32(2), c: Decimal128.fromString('0.1') });
    await u.updateOne({ _id: 1 }, { $inc: { a: 1, c: Decimal128.fromString('0.2') }, $mul: { b: 1.5 } });
    const doc = (await u.findOne({ _id: 1 }, RAW)) as Document;
    expect(kind(doc.a)).toBe('Long');
    expect(doc.a.toString()).toBe('2147483648');
    expect(kind(doc.b)).toBe('Double');
    expect(doc.b.value).toBe(3);
    expect(doc.c.toString()).toBe('0.3');
  });
});
