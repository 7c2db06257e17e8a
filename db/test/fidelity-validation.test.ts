import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Db, Long, MongoBulkWriteError } from 'mongodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { embeddedOnly, type Loose, openDurable, serverError, useTestDb } from './helpers.ts';

const ctx = useTestDb('validation');

const schema = {
  $jsonSchema: {
    bsonType: 'object',
    required: ['name', 'age'],
    properties: {
      name: { bsonType: 'string', minLength: 2, maxLength: 10, pattern: '^[A-Z]' },
      age: { bsonType: ['int', 'long'], minimum: 0, maximum: 150 },
      role: { enum: ['user', 'admin'] },
      tags: { bsonType: 'array', items: { bsonType: 'string' }, maxItems: 3, uniqueItems: true },
      address: {
        bsonType: 'object',
        required: ['city'],
        additionalProperties: false,
        properties: { city: { type: 'string' }, zip: { type: 'string' } },
      },
    },
  },
};

describe('$jsonSchema validators', () => {
  beforeAll(async () => {
    await ctx.db.createCollection('people', { validator: schema });
  });

  it('listCollections shows the validator with validationLevel strict and validationAction error', async () => {
    const [info] = await ctx.db.listCollections({ name: 'people' }).toArray();
    expect((info as Loose | undefined)?.options).toEqual({
      validator: schema,
      validationLevel: 'strict',
      validationAction: 'error',
    });
  });

  it('accepts valid documents, including Int64 ages', async () => {
    const c = ctx.db.collection<Loose>('people');
    // Other tests of this file write to the collection too, in any order (shuffled runs).
    const before = await c.countDocuments();
    await c.insertOne({ name: 'Ann', age: 30, role: 'admin', tags: ['x', 'y'], address: { city: 'Oslo' } });
    await c.insertOne({ name: 'Bob', age: Long.fromNumber(40) });
    expect(await c.countDocuments()).toBe(before + 2);
  });

  it('rejects an insert with DocumentValidationFailure (121) and errInfo details', async () => {
    const c = ctx.db.collection<Loose>('people');
    const err = await serverError(c.insertOne({ _id: 'x1', name: 'a', age: -1 }));
    expect(err.code).toBe(121);
    expect(err.codeName ?? 'DocumentValidationFailure').toBe('DocumentValidationFailure');
    expect(err.message).toBe('Document failed validation');
    const info = err.errInfo as Loose;
    expect(info.failingDocumentId).toBe('x1');
    expect(info.details.operatorName).toBe('$jsonSchema');
    const rules = info.details.schemaRulesNotSatisfied as Loose[];
    const props = rules.find((r) => r.operatorName === 'properties');
    const names = ((props?.propertiesNotSatisfied ?? []) as Loose[]).map((p) => p.propertyName).sort();
    expect(names).toEqual(['age', 'name']);
    const missing = await serverError(c.insertOne({ _id: 'x2', name: 'Cid' }));
    const req = ((missing.errInfo as Loose).details.schemaRulesNotSatisfied as Loose[]).find(
      (r) => r.operatorName === 'required',
    );
    expect(req).toEqual({
      operatorName: 'required',
      specifiedAs: { required: ['name', 'age'] },
      missingProperties: ['age'],
    });
  });

  it.each([
    [{ name: 'Ann', age: 1.5 }, 'double age'],
    [{ name: 'Ann', age: 1, role: 'root' }, 'enum'],
    [{ name: 'Ann', age: 1, tags: ['a', 'a'] }, 'uniqueItems'],
    [{ name: 'Ann', age: 1, tags: [1] }, 'items'],
    [{ name: 'Ann', age: 1, address: { city: 'Oslo', street: 'x' } }, 'additionalProperties'],
    [{ name: 'Ann', age: 1, address: { zip: '1' } }, 'nested required'],
    [{ name: 'ann', age: 1 }, 'pattern'],
  ] as Array<[Loose, string]>)('rejects %o (%s)', async (doc) => {
    expect((await serverError(ctx.db.collection<Loose>('people').insertOne(doc))).code).toBe(121);
  });

  it('checks updates, replacements, upserts and findAndModify; ordered batches stop at the failure', async () => {
    const c = ctx.db.collection<Loose>('people');
    await c.insertOne({ _id: 'u', name: 'Una', age: 5 });
    expect((await serverError(c.updateOne({ _id: 'u' }, { $set: { age: 'five' } }))).code).toBe(121);
    expect((await serverError(c.replaceOne({ _id: 'u' }, { name: 'Una' }))).code).toBe(121);
    expect(
      (await serverError(c.updateOne({ _id: 'new' }, { $set: { name: 'N' } }, { upsert: true }))).code,
    ).toBe(121);
    const fam = await serverError(c.findOneAndUpdate({ _id: 'u' }, { $unset: { name: '' } }));
    expect(fam.code).toBe(121);
    expect((fam.errInfo as Loose).failingDocumentId).toBe('u');
    expect(await c.findOne({ _id: 'u' })).toEqual({ _id: 'u', name: 'Una', age: 5 });
    const batch = (await c
      .insertMany([
        { _id: 'b1', name: 'Bea', age: 1 },
        { _id: 'b2', age: 2 },
        { _id: 'b3', name: 'Bo', age: 3 },
      ])
      .catch((e: unknown) => e)) as MongoBulkWriteError;
    expect(batch).toBeInstanceOf(MongoBulkWriteError);
    expect(batch.writeErrors).toMatchObject([{ index: 1, code: 121 }]);
    expect(await c.countDocuments({ _id: { $in: ['b1', 'b2', 'b3'] } })).toBe(1);
  });

  it('bypassDocumentValidation skips it on insert, update, findAndModify and $out/$merge', async () => {
    const c = ctx.db.collection<Loose>('people');
    await c.insertOne({ _id: 'by1', junk: true }, { bypassDocumentValidation: true });
    await c.updateOne({ _id: 'by1' }, { $set: { more: 1 } }, { bypassDocumentValidation: true });
    await c.findOneAndUpdate({ _id: 'by1' }, { $set: { x: 1 } }, { bypassDocumentValidation: true });
    expect(await c.findOne({ _id: 'by1' })).toEqual({ _id: 'by1', junk: true, more: 1, x: 1 });
    await ctx.db.collection<Loose>('raw').insertMany([{ _id: 'm1', bad: 1 }]);
    const merge = [{ $merge: { into: 'people' } }];
    expect((await serverError(ctx.db.collection('raw').aggregate(merge).toArray())).code).toBe(121);
    await ctx.db.collection('raw').aggregate(merge, { bypassDocumentValidation: true }).toArray();
    expect(await c.findOne({ _id: 'm1' })).toEqual({ _id: 'm1', bad: 1 });
    await ctx.db.createCollection('strict_out', { validator: { ok: true } });
    await ctx.db.collection<Loose>('strict_out').insertOne({ _id: 'kept', ok: true });
    const out = [{ $out: 'strict_out' }];
    expect((await serverError(ctx.db.collection('raw').aggregate(out).toArray())).code).toBe(121);
    expect(await ctx.db.collection('strict_out').find().toArray()).toEqual([{ _id: 'kept', ok: true }]);
    await ctx.db.collection('raw').aggregate(out, { bypassDocumentValidation: true }).toArray();
    expect(await ctx.db.collection('strict_out').find().toArray()).toEqual([{ _id: 'm1', bad: 1 }]);
    const [info] = await ctx.db.listCollections({ name: 'strict_out' }).toArray();
    expect((info as Loose | undefined)?.options.validator).toEqual({ ok: true });
  });
});

describe('query-operator validators, levels and actions', () => {
  it('reports the failing clause of a query validator', async () => {
    await ctx.db.createCollection('stock', { validator: { qty: { $gte: 0 }, sku: { $type: 'string' } } });
    const c = ctx.db.collection<Loose>('stock');
    await c.insertOne({ _id: 1, qty: 3, sku: 'a' });
    const err = await serverError(c.insertOne({ _id: 2, qty: -1, sku: 'b' }));
    expect(err.code).toBe(121);
    expect((err.errInfo as Loose).details).toEqual({
      operatorName: '$and',
      clausesNotSatisfied: [
        {
          index: 0,
          details: {
            operatorName: '$gte',
            specifiedAs: { qty: { $gte: 0 } },
            reason: 'comparison failed',
            consideredValue: -1,
          },
        },
      ],
    });
  });

  it('validationAction warn lets the write through; collMod switches level and action', async () => {
    await ctx.db.createCollection('warned', { validator: { n: { $type: 'int' } }, validationAction: 'warn' });
    const c = ctx.db.collection<Loose>('warned');
    await c.insertOne({ _id: 'bad', n: 'text' });
    await ctx.db.command({ collMod: 'warned', validationAction: 'error' });
    expect((await serverError(c.insertOne({ _id: 'bad2', n: 'text' }))).code).toBe(121);
    // strict: an update of an already invalid document is checked too.
    expect((await serverError(c.updateOne({ _id: 'bad' }, { $set: { other: 1 } }))).code).toBe(121);
    await ctx.db.command({ collMod: 'warned', validationLevel: 'moderate' });
    await c.updateOne({ _id: 'bad' }, { $set: { other: 1 } });
    await c.insertOne({ _id: 'ok', n: 1 });
    expect((await serverError(c.updateOne({ _id: 'ok' }, { $set: { n: 'x' } }))).code).toBe(121);
    await ctx.db.command({ collMod: 'warned', validationLevel: 'off' });
    await c.insertOne({ _id: 'free', n: 'x' });
    const [info] = await ctx.db.listCollections({ name: 'warned' }).toArray();
    expect((info as Loose | undefined)?.options).toEqual({
      validator: { n: { $type: 'int' } },
      validationLevel: 'off',
      validationAction: 'error',
    });
  });

  it('collMod adds a validator to an existing collection without checking existing documents', async () => {
    const c = ctx.db.collection<Loose>('later');
    await c.insertOne({ _id: 1, v: 'old' });
    await ctx.db.command({ collMod: 'later', validator: { v: { $type: 'number' } } });
    expect((await serverError(c.insertOne({ _id: 2, v: 'new' }))).code).toBe(121);
    expect(await c.countDocuments()).toBe(1);
    expect((await serverError(ctx.db.command({ collMod: 'nope', validator: {} }))).code).toBe(26);
    expect((await serverError(ctx.db.command({ collMod: 'later', validationLevel: 'sometimes' }))).code).toBe(
      2,
    );
  });

  it('unsupported $jsonSchema keywords are refused when the collection is created', async () => {
    const err = await serverError(
      ctx.db.createCollection('bad', { validator: { $jsonSchema: { type: 'integer' } } }),
    );
    expect(err.code).toBe(9);
    expect(
      (await serverError(ctx.db.createCollection('bad2', { validator: { $jsonSchema: { $ref: '#' } } })))
        .code,
    ).toBe(9);
  });

  it('$jsonSchema works as a query operator in find', async () => {
    const c = ctx.db.collection<Loose>('mixed');
    await c.insertMany([
      { _id: 1, a: 'x' },
      { _id: 2, a: 3 },
    ]);
    expect(await c.find({ $jsonSchema: { properties: { a: { bsonType: 'string' } } } }).toArray()).toEqual([
      { _id: 1, a: 'x' },
    ]);
  });
});

describe.skipIf(embeddedOnly === 'skip')('validators are durable (embedded)', () => {
  it('survive a restart after create and collMod', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edb-valid-'));
    const open = (fn: (d: Db) => Promise<void>) => openDurable(dir, fn);
    try {
      await open(async (d) => {
        await d.createCollection('v', { validator: { a: { $exists: true } } });
        await d.command({ collMod: 'v', validator: { b: { $exists: true } } });
      });
      await open(async (d) => {
        await d.collection('v').insertOne({ b: 1 });
        expect((await serverError(d.collection('v').insertOne({ a: 1 }))).code).toBe(121);
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
