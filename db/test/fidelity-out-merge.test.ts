import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from 'mongodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readFrames } from '../src/records.ts';
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
});
afterAll(async () => {
  await t.stop();
});
beforeEach(async () => {
  db = t.client.db(freshDbName('outmerge'));
  await db.collection<Loose>('src').insertMany([
    { _id: 1, sku: 'a', qty: 5 },
    { _id: 2, sku: 'b', qty: 0 },
    { _id: 3, sku: 'c', qty: 7 },
  ]);
});

const byId = (docs: Loose[]) => [...docs].sort((a, b) => Number(a._id) - Number(b._id));

describe('$out', () => {
  it('writes the pipeline output into a new collection and returns no documents', async () => {
    const res = await db
      .collection('src')
      .aggregate([{ $match: { qty: { $gt: 0 } } }, { $project: { sku: 1 } }, { $out: 'instock' }])
      .toArray();
    expect(res).toEqual([]);
    expect(byId(await db.collection<Loose>('instock').find().toArray())).toEqual([
      { _id: 1, sku: 'a' },
      { _id: 3, sku: 'c' },
    ]);
  });

  it('replaces the target, keeping its indexes, and generates missing _id', async () => {
    const target = db.collection<Loose>('report');
    await target.insertMany([{ _id: 'old', n: 1 }]);
    await target.createIndex({ sku: 1 }, { name: 'sku_1' });
    await db
      .collection('src')
      .aggregate([
        { $group: { _id: null, total: { $sum: '$qty' } } },
        { $project: { _id: 0, total: 1 } },
        { $out: 'report' },
      ])
      .toArray();
    const docs = await target.find().toArray();
    expect(docs).toHaveLength(1);
    expect(docs[0]?.total).toBe(12);
    expect(docs[0]?._id).toBeDefined();
    expect((await target.indexes()).map((i) => i.name).sort()).toEqual(['_id_', 'sku_1']);
  });

  it('accepts {db, coll} and leaves the target untouched when a unique index rejects the output', async () => {
    const target = db.collection<Loose>('uniq');
    await target.insertOne({ _id: 'keep', sku: 'z' });
    await target.createIndex({ k: 1 }, { unique: true });
    const err = await serverError(
      db
        .collection('src')
        .aggregate([{ $project: { k: { $literal: 1 } } }, { $out: { db: db.databaseName, coll: 'uniq' } }])
        .toArray(),
    );
    expect(err.code).toBe(11000);
    expect(await target.find().toArray()).toEqual([{ _id: 'keep', sku: 'z' }]);
    await db
      .collection('src')
      .aggregate([{ $out: { db: db.databaseName, coll: 'copy' } }])
      .toArray();
    expect(await db.collection('copy').countDocuments()).toBe(3);
  });

  it('must be the last stage and is not allowed inside $facet', async () => {
    const err = await serverError(
      db
        .collection('src')
        .aggregate([{ $out: 'x' }, { $match: {} }])
        .toArray(),
    );
    expect(err.code).toBe(40601);
    const nested = await serverError(
      db
        .collection('src')
        .aggregate([{ $facet: { a: [{ $out: 'x' }] } }])
        .toArray(),
    );
    expect(nested.code).toBe(40600);
  });
});

describe('$merge', () => {
  beforeEach(async () => {
    await db.collection<Loose>('dst').insertMany([
      { _id: 1, sku: 'a', qty: 100, note: 'kept' },
      { _id: 9, sku: 'z', qty: 9 },
    ]);
  });
  const dst = () => db.collection<Loose>('dst').find().sort({ _id: 1 }).toArray();
  const run = (spec: unknown, pipeline: object[] = []) =>
    db
      .collection('src')
      .aggregate([...pipeline, { $merge: spec }])
      .toArray();

  it('defaults to on _id, whenMatched merge, whenNotMatched insert', async () => {
    expect(await run('dst')).toEqual([]);
    expect(await dst()).toEqual([
      { _id: 1, sku: 'a', qty: 5, note: 'kept' },
      { _id: 2, sku: 'b', qty: 0 },
      { _id: 3, sku: 'c', qty: 7 },
      { _id: 9, sku: 'z', qty: 9 },
    ]);
  });

  it('whenMatched replace / keepExisting, whenNotMatched discard', async () => {
    await run({ into: 'dst', whenMatched: 'replace', whenNotMatched: 'discard' });
    expect(await dst()).toEqual([
      { _id: 1, sku: 'a', qty: 5 },
      { _id: 9, sku: 'z', qty: 9 },
    ]);
    await run({ into: 'dst', whenMatched: 'keepExisting', whenNotMatched: 'insert' }, [
      { $set: { qty: -1 } },
    ]);
    expect(await dst()).toEqual([
      { _id: 1, sku: 'a', qty: 5 },
      { _id: 2, sku: 'b', qty: -1 },
      { _id: 3, sku: 'c', qty: -1 },
      { _id: 9, sku: 'z', qty: 9 },
    ]);
  });

  it('whenMatched pipeline sees $$new and let variables', async () => {
    await run({
      into: 'dst',
      let: { add: '$qty' },
      whenMatched: [{ $set: { qty: { $add: ['$qty', '$$add'] }, from: '$$add' } }],
      whenNotMatched: 'discard',
    });
    expect((await dst())[0]).toEqual({ _id: 1, sku: 'a', qty: 105, note: 'kept', from: 5 });
    await run(
      { into: 'dst', whenMatched: [{ $set: { sku: '$$new.sku', seen: true } }], whenNotMatched: 'discard' },
      [{ $set: { sku: 'A' } }],
    );
    expect((await dst())[0]).toMatchObject({ _id: 1, sku: 'A', seen: true });
  });

  it('whenMatched fail and whenNotMatched fail raise MongoDB errors', async () => {
    const dup = await serverError(run({ into: 'dst', whenMatched: 'fail' }));
    expect(dup.code).toBe(11000);
    const missing = await serverError(run({ into: 'dst', whenNotMatched: 'fail' }));
    expect(missing.code).toBe(13113);
    expect(missing.codeName).toBe('MergeStageNoMatchingDocument');
  });

  it('on other fields needs a unique index on exactly them', async () => {
    const err = await serverError(run({ into: 'dst', on: 'sku' }));
    expect(err.code).toBe(51183);
    await db.collection('dst').createIndex({ sku: 1 }, { unique: true });
    await run({ into: 'dst', on: 'sku', whenMatched: 'merge' }, [{ $project: { _id: 0, sku: 1, qty: 1 } }]);
    const docs = await dst();
    expect(docs.find((d) => d.sku === 'a')).toEqual({ _id: 1, sku: 'a', qty: 5, note: 'kept' });
    expect(docs.find((d) => d.sku === 'b')?.qty).toBe(0);
    const missingOn = await serverError(run({ into: 'dst', on: 'sku' }, [{ $project: { _id: 0, qty: 1 } }]));
    expect(missingOn.code).toBe(51132);
  });

  it('creates the target collection when it does not exist', async () => {
    await run({ into: 'fresh' });
    expect(await db.collection('fresh').countDocuments()).toBe(3);
  });
});

describe('$out and $merge in transactions', () => {
  it.each([{ $out: 'x' }, { $merge: { into: 'x' } }])(
    '%o is refused with OperationNotSupportedInTransaction',
    async (stage) => {
      const session = t.client.startSession();
      try {
        session.startTransaction();
        await db.collection('src').findOne({}, { session });
        const err = await serverError(db.collection('src').aggregate([stage], { session }).toArray());
        expect(err.code).toBe(263);
        expect(err.codeName).toBe('OperationNotSupportedInTransaction');
      } finally {
        await session.abortTransaction().catch(() => {});
        await session.endSession();
      }
      expect(await db.listCollections({ name: 'x' }).toArray()).toEqual([]);
    },
  );
});

describe.skipIf(embeddedOnly === 'skip')('$out and $merge are durable (embedded)', () => {
  it('the replaced collection, its indexes and merged documents survive a restart', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edb-out-'));
    const open = (fn: (d: Db) => Promise<void>) => openDurable(dir, fn);
    try {
      await open(async (d) => {
        await d.collection<Loose>('src').insertMany([
          { _id: 1, v: 'a' },
          { _id: 2, v: 'b' },
        ]);
        await d.collection<Loose>('out').insertMany([{ _id: 'stale' }]);
        await d.collection('out').createIndex({ v: 1 }, { unique: true });
        await d
          .collection('src')
          .aggregate([{ $out: 'out' }])
          .toArray();
        await d
          .collection('src')
          .aggregate([{ $set: { m: true } }, { $merge: { into: 'merged' } }])
          .toArray();
      });
      await open(async (d) => {
        expect(await d.collection('out').find().sort({ _id: 1 }).toArray()).toEqual([
          { _id: 1, v: 'a' },
          { _id: 2, v: 'b' },
        ]);
        expect((await d.collection('out').indexes()).map((i) => i.name).sort()).toEqual(['_id_', 'v_1']);
        expect(await d.collection('merged').countDocuments({ m: true })).toBe(2);
        await d
          .collection('src')
          .aggregate([{ $set: { v: { $concat: ['$v', '2'] } } }, { $out: 'out' }])
          .toArray();
      });
      // A crash before the journaled rename: the last $out's output is not renamed over the target.
      const journal = path.join(dir, 'journal.log');
      const buf = fs.readFileSync(journal);
      const { records } = readFrames(buf);
      expect(records[records.length - 1]?.op?.op).toBe('renameColl');
      let lastStart = 0;
      for (let pos = 0; pos + 8 <= buf.length; pos += 8 + buf.readUInt32LE(pos)) lastStart = pos;
      fs.truncateSync(journal, lastStart);
      await open(async (d) => {
        expect((await d.collection('out').find().sort({ _id: 1 }).toArray()).map((x) => x.v)).toEqual([
          'a',
          'b',
        ]);
        const names = (await d.listCollections().toArray()).map((c) => c.name).sort();
        expect(names).toEqual(['merged', 'out', 'src']);
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
