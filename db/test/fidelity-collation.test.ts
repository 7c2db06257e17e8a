import type { Collection } from 'mongodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Loose, serverError, useTestDb } from './helpers.ts';

// Collation as MongoDB 7.0/8.0 documents it (https://www.mongodb.com/docs/manual/reference/collation/):
// strength 1 compares base letters only (case- and accent-insensitive), strength 2 also accents
// (case-insensitive), 'simple' is binary. Everything else is refused by the embedded server.
const ctx = useTestDb('coll');
let c: Collection<Loose>;
const CI = { locale: 'en', strength: 2 };
const BASE = { locale: 'en', strength: 1 };

beforeEach(async () => {
  c = ctx.db.collection<Loose>(`c_${Math.random().toString(36).slice(2)}`);
  await c.insertMany([
    { _id: 1, name: 'cafe' },
    { _id: 2, name: 'Cafe' },
    { _id: 3, name: 'café' },
    { _id: 4, name: 'CAFÉ' },
    { _id: 5, name: 'bar' },
  ]);
});

const ids = (docs: Loose[]) => docs.map((d) => d._id);

describe('collation in matches', () => {
  it('simple (default) is binary; strength 2 ignores case; strength 1 also accents', async () => {
    expect(ids(await c.find({ name: 'cafe' }).toArray())).toEqual([1]);
    expect(ids(await c.find({ name: 'cafe' }, { collation: { locale: 'simple' } }).toArray())).toEqual([1]);
    expect(ids(await c.find({ name: 'cafe' }, { collation: CI, sort: { _id: 1 } }).toArray())).toEqual([
      1, 2,
    ]);
    expect(ids(await c.find({ name: 'cafe' }, { collation: BASE, sort: { _id: 1 } }).toArray())).toEqual([
      1, 2, 3, 4,
    ]);
    expect(
      ids(await c.find({ name: { $in: ['CAFE', 'BAR'] } }, { collation: CI, sort: { _id: 1 } }).toArray()),
    ).toEqual([1, 2, 5]);
    expect(
      ids(await c.find({ name: { $ne: 'CAFÉ' } }, { collation: CI, sort: { _id: 1 } }).toArray()),
    ).toEqual([1, 2, 5]);
  });

  it('count, distinct, aggregate $match, update and delete filters', async () => {
    expect(await c.countDocuments({ name: 'CAFE' }, { collation: CI })).toBe(2);
    expect(
      await ctx.db.command({ count: c.collectionName, query: { name: 'CAFE' }, collation: BASE }),
    ).toMatchObject({
      n: 4,
    });
    const distinct = await c.distinct('name', {}, { collation: BASE });
    expect(distinct).toHaveLength(2);
    const agg = await c
      .aggregate([{ $match: { name: 'CaFe' } }, { $sort: { _id: 1 } }], { collation: CI })
      .toArray();
    expect(ids(agg)).toEqual([1, 2]);
    const upd = await c.updateMany({ name: 'CAFE' }, { $set: { hit: true } }, { collation: CI });
    expect(upd.matchedCount).toBe(2);
    const fam = await c.findOneAndUpdate(
      { name: 'BAR' },
      { $set: { hit: true } },
      { collation: CI, returnDocument: 'after' },
    );
    expect(fam).toEqual({ _id: 5, name: 'bar', hit: true });
    const expr = await c
      .find({ $expr: { $eq: ['$name', 'CAFE'] } }, { collation: CI, sort: { _id: 1 } })
      .toArray();
    expect(ids(expr)).toEqual([1, 2]);
    const inExpr = await c.countDocuments({ $expr: { $in: ['$name', ['BAR']] } }, { collation: CI });
    expect(inExpr).toBe(1);
    const del = await c.deleteMany({ name: 'cafe' }, { collation: BASE });
    expect(del.deletedCount).toBe(4);
  });
});

describe('collation in sorts', () => {
  it('en orders case-insensitively (a < B), simple by code point (B < a)', async () => {
    const w = ctx.db.collection<Loose>(`${c.collectionName}_w`);
    await w.insertMany([
      { _id: 1, s: 'b' },
      { _id: 2, s: 'B' },
      { _id: 3, s: 'a' },
      { _id: 4, s: 'A' },
    ]);
    expect(ids(await w.find({}, { sort: { s: 1 } }).toArray())).toEqual([4, 2, 3, 1]);
    const en = await w.find({}, { sort: { s: 1, _id: 1 }, collation: CI }).toArray();
    expect(en.map((d) => d.s.toLowerCase())).toEqual(['a', 'a', 'b', 'b']);
    // The default strength (3) puts lowercase first, as ICU does.
    expect(ids(await w.find({}, { sort: { s: 1 }, collation: { locale: 'en' } }).toArray())).toEqual([
      3, 4, 1, 2,
    ]);
    const agg = await w.aggregate([{ $sort: { s: -1 } }], { collation: { locale: 'en' } }).toArray();
    expect(ids(agg)).toEqual([2, 1, 4, 3]);
  });
});

describe('indexes with a collation', () => {
  it('a unique case-insensitive index refuses "A" after "a" with 11000', async () => {
    const u = ctx.db.collection<Loose>(`${c.collectionName}_u`);
    await u.createIndex({ email: 1 }, { unique: true, collation: CI });
    await u.insertOne({ _id: 1, email: 'ann@example.com' });
    const e = await serverError(u.insertOne({ _id: 2, email: 'ANN@example.com' }));
    expect(e.code).toBe(11000);
    // Accents still differ at strength 2.
    await u.insertOne({ _id: 3, email: 'ánn@example.com' });
    const [, idx] = await u.listIndexes().toArray();
    expect(idx?.collation).toMatchObject({ locale: 'en', strength: 2, caseFirst: 'off' });
  });

  it('serves queries with the same collation, and answers others correctly without it', async () => {
    await c.createIndex({ name: 1 }, { collation: CI });
    expect(ids(await c.find({ name: 'CAFE' }, { collation: CI, sort: { _id: 1 } }).toArray())).toEqual([
      1, 2,
    ]);
    expect(ids(await c.find({ name: { $gte: 'C' } }, { collation: CI, sort: { _id: 1 } }).toArray())).toEqual(
      [1, 2, 3, 4],
    );
    expect(ids(await c.find({ name: 'CAFE' }).toArray())).toEqual([]);
    expect(ids(await c.find({ name: /^caf/ }, { collation: CI, sort: { _id: 1 } }).toArray())).toEqual([
      1, 3,
    ]);
    // A hinted index of another collation still gives the right answer.
    expect(ids(await c.find({ name: 'Cafe' }, { hint: { name: 1 } }).toArray())).toEqual([2]);
  });

  it('indexes on the same keys may differ by collation', async () => {
    await c.createIndex({ name: 1 }, { name: 'name_ci', collation: CI });
    await c.createIndex({ name: 1 }, { name: 'name_bin' });
    expect((await c.listIndexes().toArray()).map((i) => i.name).sort()).toEqual([
      '_id_',
      'name_bin',
      'name_ci',
    ]);
  });
});

describe('collection default collation', () => {
  it('applies to queries and new indexes unless a command names its own', async () => {
    const name = `${c.collectionName}_def`;
    await ctx.db.createCollection(name, { collation: CI });
    const d = ctx.db.collection<Loose>(name);
    const [info] = await ctx.db.listCollections({ name }, { nameOnly: false }).toArray();
    expect(info?.options?.collation).toMatchObject({ locale: 'en', strength: 2 });
    await d.createIndex({ code: 1 }, { unique: true });
    await d.insertOne({ _id: 1, code: 'abc' });
    expect((await serverError(d.insertOne({ _id: 2, code: 'ABC' }))).code).toBe(11000);
    expect(await d.countDocuments({ code: 'ABC' })).toBe(1);
    expect(await d.countDocuments({ code: 'ABC' }, { collation: { locale: 'simple' } })).toBe(0);
    // The _id index shares the collection's collation.
    await d.insertOne({ _id: 'k', code: 'x' });
    expect((await serverError(d.insertOne({ _id: 'K', code: 'y' }))).code).toBe(11000);
    expect(await d.findOne({ _id: 'K' })).toEqual({ _id: 'k', code: 'x' });
  });
});

describe('unsupported collations are refused, never ignored', () => {
  it('other locales, strengths and options fail with BadValue', async () => {
    for (const collation of [
      { locale: 'fr' },
      { locale: 'en', strength: 4 },
      { locale: 'en', numericOrdering: true },
      { locale: 'en', caseFirst: 'upper' },
    ]) {
      const e = await serverError(c.find({ name: 'x' }, { collation }).toArray());
      expect(e.code).toBe(2);
      const i = await serverError(c.createIndex({ name: 1 }, { name: 'bad', collation }));
      expect(i.code).toBe(2);
    }
  });
});
