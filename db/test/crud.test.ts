import {
  type Db,
  Decimal128,
  Double,
  Int32,
  Long,
  MaxKey,
  MinKey,
  type MongoServerError,
  ObjectId,
} from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDbName, type Loose, startTarget, type Target } from './helpers.ts';

let t: Target;
let db: Db;
beforeAll(async () => {
  t = await startTarget();
  db = t.client.db(freshDbName('crud'));
});
afterAll(async () => {
  await db.dropDatabase();
  await t.stop();
});

describe('insert and find', () => {
  it('round-trips BSON types exactly', async () => {
    const c = db.collection<Loose>('types');
    const oid = new ObjectId();
    const doc = {
      _id: 1,
      i32: new Int32(5),
      i64: Long.fromString('9007199254740993'),
      dbl: new Double(2.5),
      dec: Decimal128.fromString('1.10'),
      str: 'héllo',
      date: new Date('2024-01-02T03:04:05.006Z'),
      oid,
      bool: false,
      nil: null,
      arr: [1, 'a', { b: 2 }],
      sub: { x: { y: 'z' } },
    };
    await c.insertOne(doc);
    const raw = await c.findOne({ _id: 1 }, { promoteValues: false, promoteLongs: false });
    expect(raw?._id).toEqual(new Int32(1));
    expect(raw?.i32).toEqual(new Int32(5));
    expect(String(raw?.i64)).toBe('9007199254740993');
    expect(raw?.i64?._bsontype).toBe('Long');
    expect(raw?.dbl).toEqual(new Double(2.5));
    expect(String(raw?.dec)).toBe('1.10');
    const back = await c.findOne({ _id: 1 });
    expect(back?.oid.equals(oid)).toBe(true);
    expect(back?.date.getTime()).toBe(doc.date.getTime());
    expect(back?.sub).toEqual({ x: { y: 'z' } });
    expect(back?.arr).toEqual([1, 'a', { b: 2 }]);
    expect(back && 'nil' in back && back.nil === null).toBe(true);
  });

  it('puts _id first and generates ObjectIds', async () => {
    const c = db.collection<Loose>('idfirst');
    const r = await c.insertOne({ a: 1 });
    expect(r.insertedId).toBeInstanceOf(ObjectId);
    const [doc] = await c.find({}).toArray();
    expect(Object.keys(doc ?? {})[0]).toBe('_id');
  });

  it('sorts across types in BSON order', async () => {
    const c = db.collection<Loose>('order');
    const values = [
      new MaxKey(),
      /re/,
      new Date(0),
      true,
      new ObjectId(),
      [5],
      { o: 1 },
      'str',
      3,
      null,
      new MinKey(),
    ];
    await c.insertMany(values.map((v, i) => ({ _id: i, v })));
    await c.insertOne({ _id: 99 });
    const asc = await c.find({}, { sort: { v: 1, _id: 1 } }).toArray();
    const kinds = asc.map((d) => d._id);
    // MinKey, then null/missing, numbers, string, object, array(5 sorts as number), ObjectId, bool, date, regex, MaxKey
    expect(kinds[0]).toBe(10);
    expect(kinds.slice(1, 3).sort()).toEqual([9, 99].sort());
    expect(kinds.slice(3, 5).sort()).toEqual([5, 8]);
    expect(kinds.slice(5)).toEqual([7, 6, 4, 3, 2, 1, 0]);
  });

  it('distinguishes null from missing with $exists', async () => {
    const c = db.collection<Loose>('nulls');
    await c.insertMany([{ _id: 1, a: null }, { _id: 2 }, { _id: 3, a: 1 }]);
    expect((await c.find({ a: null }).toArray()).map((d) => d._id)).toEqual([1, 2]);
    expect((await c.find({ a: { $exists: false } }).toArray()).map((d) => d._id)).toEqual([2]);
    expect((await c.find({ a: { $type: 'null' } }).toArray()).map((d) => d._id)).toEqual([1]);
  });

  it('supports projection, skip, limit and sort', async () => {
    const c = db.collection<Loose>('page');
    await c.insertMany(
      Array.from({ length: 20 }, (_, i) => ({ _id: i, n: i % 5, s: `x${i}`, extra: { a: i, b: 1 } })),
    );
    const page = await c
      .find(
        { n: { $gte: 1 } },
        { projection: { s: 1, 'extra.a': 1 }, sort: { n: -1, _id: 1 }, skip: 2, limit: 3 },
      )
      .toArray();
    expect(page).toEqual([
      { _id: 14, s: 'x14', extra: { a: 14 } },
      { _id: 19, s: 'x19', extra: { a: 19 } },
      { _id: 3, s: 'x3', extra: { a: 3 } },
    ]);
    const excl = await c.findOne({ _id: 0 }, { projection: { extra: 0, _id: 0 } });
    expect(excl).toEqual({ n: 0, s: 'x0' });
    expect(await c.countDocuments({ n: 2 })).toBe(4);
    expect(await c.estimatedDocumentCount()).toBe(20);
    expect((await c.distinct('n')).sort()).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('updates', () => {
  it('applies operators and reports n / nModified', async () => {
    const c = db.collection<Loose>('upd');
    await c.insertMany([
      { _id: 1, n: 1, tags: ['a'] },
      { _id: 2, n: 2 },
    ]);
    const r = await c.updateMany({}, { $inc: { n: 10 }, $set: { done: true } });
    expect(r.matchedCount).toBe(2);
    expect(r.modifiedCount).toBe(2);
    const same = await c.updateOne({ _id: 1 }, { $set: { done: true } });
    expect(same.matchedCount).toBe(1);
    expect(same.modifiedCount).toBe(0);
    await c.updateOne(
      { _id: 1 },
      { $push: { tags: 'b' } as never, $unset: { done: '' }, $rename: { n: 'm' } },
    );
    expect(await c.findOne({ _id: 1 })).toEqual({ _id: 1, tags: ['a', 'b'], m: 11 });
  });

  it('sets nested paths, rejects bad $inc and conflicting paths', async () => {
    const c = db.collection<Loose>('nested');
    await c.insertOne({ _id: 1, a: { b: 1 }, s: 'str', arr: [{ x: 1 }] });
    await c.updateOne({ _id: 1 }, { $set: { 'a.c.d': 2, 'arr.0.x': 5 }, $inc: { 'a.b': 1, fresh: 3 } });
    expect(await c.findOne({ _id: 1 })).toEqual({
      _id: 1,
      a: { b: 2, c: { d: 2 } },
      s: 'str',
      arr: [{ x: 5 }],
      fresh: 3,
    });
    const inc = (await c.updateOne({ _id: 1 }, { $inc: { s: 1 } }).catch((e) => e)) as MongoServerError;
    expect(inc.code).toBeGreaterThan(0);
    const conflict = (await c
      .updateOne({ _id: 1 }, { $set: { a: 1, 'a.b': 2 } })
      .catch((e) => e)) as MongoServerError;
    expect(conflict.code).toBeGreaterThan(0);
    expect((await c.findOne({ _id: 1 }))?.s).toBe('str');
  });

  it('upserts with $setOnInsert and filter equality fields', async () => {
    const c = db.collection<Loose>('ups');
    const r = await c.updateOne(
      { key: 'k1', 'meta.kind': 'x', n: { $gt: 5 } },
      { $inc: { count: 1 }, $setOnInsert: { created: true } },
      { upsert: true },
    );
    expect(r.upsertedCount).toBe(1);
    const doc = await c.findOne({ _id: r.upsertedId ?? undefined });
    expect(doc).toMatchObject({ key: 'k1', meta: { kind: 'x' }, count: 1, created: true });
    expect(doc?.n).toBeUndefined();
    const again = await c.updateOne(
      { key: 'k1' },
      { $inc: { count: 1 }, $setOnInsert: { created: false } },
      { upsert: true },
    );
    expect(again.upsertedCount).toBe(0);
    expect(await c.findOne({ key: 'k1' })).toMatchObject({ count: 2, created: true });
    const byId = await c.updateOne({ _id: 'fixed' }, { $set: { v: 1 } }, { upsert: true });
    expect(byId.upsertedId).toBe('fixed');
  });

  it('replaces documents keeping _id and rejects _id changes', async () => {
    const c = db.collection<Loose>('repl');
    await c.insertOne({ _id: 1, a: 1, b: 2 });
    await c.replaceOne({ _id: 1 }, { c: 3 });
    expect(await c.findOne({ _id: 1 })).toEqual({ _id: 1, c: 3 });
    const err = (await c.updateOne({ _id: 1 }, { $set: { _id: 2 } }).catch((e) => e)) as MongoServerError;
    expect(err.code).toBe(66);
  });

  it('handles positional $, $[] and arrayFilters', async () => {
    const c = db.collection<Loose>('pos');
    await c.insertOne({
      _id: 1,
      items: [
        { k: 'a', q: 1 },
        { k: 'b', q: 2 },
        { k: 'c', q: 3 },
      ],
    });
    await c.updateOne({ _id: 1, 'items.k': 'b' }, { $set: { 'items.$.q': 20 } });
    await c.updateOne({ _id: 1 }, { $inc: { 'items.$[].q': 1 } });
    await c.updateOne(
      { _id: 1 },
      { $set: { 'items.$[el].flag': true } },
      { arrayFilters: [{ 'el.q': { $gte: 4 } }] },
    );
    expect((await c.findOne({ _id: 1 }))?.items).toEqual([
      { k: 'a', q: 2 },
      { k: 'b', q: 21, flag: true },
      { k: 'c', q: 4, flag: true },
    ]);
  });

  it('runs pipeline updates', async () => {
    const c = db.collection<Loose>('pipe');
    await c.insertOne({ _id: 1, a: 2, b: 3 });
    await c.updateOne({ _id: 1 }, [{ $set: { sum: { $add: ['$a', '$b'] } } }, { $unset: 'b' }]);
    expect(await c.findOne({ _id: 1 })).toEqual({ _id: 1, a: 2, sum: 5 });
  });

  it('findOneAndUpdate / Replace / Delete with returnDocument, sort, projection and upsert', async () => {
    const c = db.collection<Loose>('fam');
    await c.insertMany([
      { _id: 1, n: 1, g: 'x' },
      { _id: 2, n: 2, g: 'x' },
    ]);
    const before = await c.findOneAndUpdate(
      { g: 'x' },
      { $inc: { n: 5 } },
      { sort: { n: -1 }, returnDocument: 'before' },
    );
    expect(before).toEqual({ _id: 2, n: 2, g: 'x' });
    const after = await c.findOneAndUpdate(
      { g: 'x' },
      { $inc: { n: 5 } },
      { sort: { n: -1 }, returnDocument: 'after', projection: { n: 1 } },
    );
    expect(after).toEqual({ _id: 2, n: 12 });
    const raw = await c.findOneAndUpdate(
      { g: 'y' },
      { $set: { n: 0 } },
      { upsert: true, returnDocument: 'after', includeResultMetadata: true },
    );
    expect(raw.lastErrorObject?.updatedExisting).toBe(false);
    expect(raw.lastErrorObject?.upserted).toBeInstanceOf(ObjectId);
    expect(raw.value).toMatchObject({ g: 'y', n: 0 });
    const none = await c.findOneAndUpdate({ g: 'zzz' }, { $set: { n: 0 } }, { includeResultMetadata: true });
    expect(none.value).toBeNull();
    expect(none.lastErrorObject).toEqual({ n: 0, updatedExisting: false });
    expect(await c.findOneAndReplace({ _id: 1 }, { r: true }, { returnDocument: 'after' })).toEqual({
      _id: 1,
      r: true,
    });
    expect(await c.findOneAndDelete({ _id: 1 })).toEqual({ _id: 1, r: true });
    expect(await c.countDocuments({ _id: 1 })).toBe(0);
  });

  it('accepts unacknowledged (w: 0) writes', async () => {
    const c = db.collection<Loose>('w0');
    await c.insertOne({ _id: 1 }, { writeConcern: { w: 0 } });
    const deadline = Date.now() + 2000;
    while (Date.now() < deadline && (await c.countDocuments({})) === 0)
      await new Promise((r) => setTimeout(r, 10));
    expect(await c.countDocuments({})).toBe(1);
  });

  it('deletes one or many', async () => {
    const c = db.collection<Loose>('del');
    await c.insertMany([{ a: 1 }, { a: 1 }, { a: 2 }]);
    expect((await c.deleteOne({ a: 1 })).deletedCount).toBe(1);
    expect((await c.deleteMany({})).deletedCount).toBe(2);
  });
});

describe('errors', () => {
  it('reports duplicate keys with MongoDB shapes in insertMany writeErrors', async () => {
    const c = db.collection<Loose>('dups');
    await c.createIndex({ email: 1 }, { unique: true });
    await c.insertOne({ _id: 1, email: 'a@x' });
    const err = (await c
      .insertMany(
        [
          { _id: 2, email: 'b@x' },
          { _id: 3, email: 'a@x' },
          { _id: 4, email: 'c@x' },
        ],
        { ordered: true },
      )
      .catch((e) => e)) as MongoServerError & {
      writeErrors: Array<{ index: number; code: number; errmsg: string }>;
      result: { insertedCount: number };
    };
    expect(err.code).toBe(11000);
    expect(err.writeErrors[0]?.index).toBe(1);
    expect(err.writeErrors[0]?.errmsg).toMatch(
      /^E11000 duplicate key error collection: .*\.dups index: email_1 dup key: \{ email: "a@x" \}$/,
    );
    expect(err.result.insertedCount).toBe(1);
    const unordered = (await c
      .insertMany(
        [
          { _id: 5, email: 'a@x' },
          { _id: 6, email: 'd@x' },
          { _id: 1, email: 'e@x' },
        ],
        { ordered: false },
      )
      .catch((e) => e)) as { writeErrors: Array<{ index: number }>; result: { insertedCount: number } };
    expect(unordered.writeErrors.map((w) => w.index)).toEqual([0, 2]);
    expect(unordered.result.insertedCount).toBe(1);
    const one = (await c.insertOne({ email: 'a@x' }).catch((e) => e)) as MongoServerError;
    expect(one.code).toBe(11000);
    expect(one.keyPattern).toEqual({ email: 1 });
    expect(one.keyValue).toEqual({ email: 'a@x' });
    const upd = (await c
      .updateOne({ _id: 2 }, { $set: { email: 'a@x' } })
      .catch((e) => e)) as MongoServerError;
    expect(upd.code).toBe(11000);
    const fam = (await c
      .findOneAndUpdate({ _id: 2 }, { $set: { email: 'a@x' } })
      .catch((e) => e)) as MongoServerError;
    expect(fam.code).toBe(11000);
    expect(fam.codeName).toBe('DuplicateKey');
  });

  it('answers unknown commands with CommandNotFound', async () => {
    const err = (await db.command({ noSuchCommand: 1 }).catch((e) => e)) as MongoServerError;
    expect(err.code).toBe(59);
    expect(err.codeName).toBe('CommandNotFound');
  });
});

describe('cursors', () => {
  it('returns 101 documents first, then getMore batches, with Int64 ids', async () => {
    const c = db.collection<Loose>('cur');
    await c.insertMany(Array.from({ length: 250 }, (_, i) => ({ _id: i })));
    const first = await db.command({ find: 'cur', filter: {} }, { promoteLongs: false });
    expect(first.cursor.firstBatch).toHaveLength(101);
    const id = first.cursor.id;
    expect(id).toBeInstanceOf(Long);
    expect(first.cursor.ns).toBe(`${db.databaseName}.cur`);
    const more = await db.command({ getMore: id, collection: 'cur', batchSize: 100 });
    expect(more.cursor.nextBatch).toHaveLength(100);
    const rest = await db.command({ getMore: id, collection: 'cur' });
    expect(rest.cursor.nextBatch).toHaveLength(49);
    expect(Number(rest.cursor.id)).toBe(0);
    const gone = (await db.command({ getMore: id, collection: 'cur' }).catch((e) => e)) as MongoServerError;
    expect(gone.code).toBe(43);
    const small = await db.command({ find: 'cur', filter: {}, batchSize: 2 });
    const killed = await db.command({ killCursors: 'cur', cursors: [small.cursor.id] });
    expect(killed.cursorsKilled).toHaveLength(1);
    expect(await c.find({}, { batchSize: 7 }).toArray()).toHaveLength(250);
  });
});

describe('numeric types', () => {
  it('compares and updates Int64 and Decimal128 like MongoDB', async () => {
    const c = db.collection<Loose>('nums');
    await c.insertMany([
      { _id: 1, v: Long.fromNumber(10) },
      { _id: 2, v: 9 },
      { _id: 3, v: Decimal128.fromString('9.5') },
      { _id: 4, v: 2.5 },
    ]);
    const ids = async (f: Loose) => (await c.find(f, { sort: { _id: 1 } }).toArray()).map((d) => d._id);
    expect(await ids({ v: { $gt: 9 } })).toEqual([1, 3]);
    expect(await ids({ v: 10 })).toEqual([1]);
    expect(await ids({ v: { $in: [Long.fromNumber(9), 2.5] } })).toEqual([2, 4]);
    expect((await c.find({}, { sort: { v: -1 } }).toArray()).map((d) => d._id)).toEqual([1, 3, 2, 4]);
    await c.updateOne({ _id: 1 }, { $inc: { v: 5 } });
    await c.updateOne({ _id: 3 }, { $inc: { v: Decimal128.fromString('0.25') } });
    await c.updateMany({ _id: { $in: [2, 4] } }, { $inc: { v: Long.fromNumber(1) } });
    const raw = await c.find({}, { sort: { _id: 1 }, promoteLongs: false }).toArray();
    expect(raw.map((d) => String(d.v))).toEqual(['15', '10', '9.75', '3.5']);
    expect(raw[0]?.v).toBeInstanceOf(Long);
  });

  it('keeps an integral double a double, also through $inc and restarts of the value', async () => {
    const c = db.collection<Loose>('doubles');
    await c.insertOne({ _id: 1, d: new Double(2), i: 2, f: 2.5 });
    expect(await c.countDocuments({ d: 2 })).toBe(1);
    await c.updateOne({ _id: 1 }, { $inc: { d: 1, i: 1 } });
    const raw = await c.findOne({ _id: 1 }, { promoteValues: false });
    expect(raw?.d).toEqual(new Double(3));
    expect(raw?.i).toEqual(new Int32(3));
    expect(raw?.f).toEqual(new Double(2.5));
    expect(await c.countDocuments({ d: { $type: 'double' } })).toBe(1);
  });
});
