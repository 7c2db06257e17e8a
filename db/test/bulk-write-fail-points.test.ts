import { MongoClient, MongoClientBulkWriteError, MongoNetworkError, MongoServerError } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedDb } from '../src/index.ts';
import { embeddedOnly, type Loose } from './helpers.ts';

// The driver's own client.bulkWrite<Record<string, Loose>>() (MongoDB 8.0) and configureFailPoint, as MongoDB's tests use them.
describe.skipIf(embeddedOnly === 'skip')('client bulkWrite and fail points (embedded)', () => {
  let stop: () => Promise<void>;
  let client: MongoClient;
  beforeAll(async () => {
    const server = await startEmbeddedDb();
    client = await MongoClient.connect(server.uri, { appName: 'edb-tests' });
    stop = async () => {
      await client.close();
      await server.stop();
    };
  });
  afterAll(() => stop());

  it('runs inserts, updates, replaces, upserts and deletes across namespaces, with verbose results', async () => {
    const res = await client.bulkWrite<Record<string, Loose>>(
      [
        { name: 'insertOne', namespace: 'bw.a', document: { _id: 1, n: 1 } },
        { name: 'insertOne', namespace: 'bw.b', document: { _id: 1, n: 1 } },
        { name: 'updateOne', namespace: 'bw.a', filter: { _id: 1 }, update: { $inc: { n: 5 } } },
        {
          name: 'updateMany',
          namespace: 'bw.a',
          filter: { _id: 9 },
          update: { $set: { n: 9 } },
          upsert: true,
        },
        { name: 'replaceOne', namespace: 'bw.b', filter: { _id: 1 }, replacement: { r: true } },
        { name: 'deleteOne', namespace: 'bw.a', filter: { _id: 9 } },
      ],
      { verboseResults: true },
    );
    expect(res).toMatchObject({
      insertedCount: 2,
      matchedCount: 2,
      modifiedCount: 2,
      upsertedCount: 1,
      deletedCount: 1,
    });
    expect(res.updateResults?.get(3)).toMatchObject({ upsertedId: 9 });
    expect(res.insertResults?.get(1)).toEqual({ insertedId: 1 });
    expect(await client.db('bw').collection<Loose>('a').find().toArray()).toEqual([{ _id: 1, n: 6 }]);
    expect(await client.db('bw').collection<Loose>('b').find().toArray()).toEqual([{ _id: 1, r: true }]);
  });

  it('reports a duplicate key at its index; ordered stops there, unordered goes on', async () => {
    const ops = [
      { name: 'insertOne' as const, namespace: 'bw.dup', document: { _id: 1 } },
      { name: 'insertOne' as const, namespace: 'bw.dup', document: { _id: 1 } },
      { name: 'insertOne' as const, namespace: 'bw.dup', document: { _id: 2 } },
    ];
    const ordered = await client.bulkWrite<Record<string, Loose>>(ops).catch((e) => e);
    expect(ordered).toBeInstanceOf(MongoClientBulkWriteError);
    expect(ordered.writeErrors.get(1)).toMatchObject({ code: 11000 });
    expect(ordered.partialResult).toMatchObject({ insertedCount: 1 });
    expect(await client.db('bw').collection('dup').countDocuments()).toBe(1);
    await client.db('bw').collection('dup').deleteMany({});
    const unordered = await client.bulkWrite<Record<string, Loose>>(ops, { ordered: false }).catch((e) => e);
    expect(unordered.writeErrors.get(1)).toMatchObject({ code: 11000 });
    expect(await client.db('bw').collection('dup').countDocuments()).toBe(2);
  });

  it('failCommand with errorCode fails the next `times` matching commands, then lets them pass', async () => {
    const admin = client.db('admin');
    await admin.command({
      configureFailPoint: 'failCommand',
      mode: { times: 2 },
      data: { failCommands: ['insert'], errorCode: 112, errorLabels: ['TransientTransactionError'] },
    });
    const coll = client.db('fp').collection<Loose>('t');
    for (let i = 0; i < 2; i++) {
      const err = await coll.insertOne({ _id: i }).catch((e) => e);
      expect(err).toBeInstanceOf(MongoServerError);
      expect(err.code).toBe(112);
      expect(err.hasErrorLabel('TransientTransactionError')).toBe(true);
    }
    await coll.insertOne({ _id: 'ok' });
    expect(await coll.find().toArray()).toEqual([{ _id: 'ok' }]);
  });

  it('failCommand with closeConnection drops the connection; the driver retries a retryable write once', async () => {
    const admin = client.db('admin');
    const coll = client.db('fp').collection<Loose>('close');
    await admin.command({
      configureFailPoint: 'failCommand',
      mode: { times: 1 },
      data: { failCommands: ['insert'], closeConnection: true },
    });
    await coll.insertOne({ _id: 'retried' }); // the retry goes through
    await admin.command({
      configureFailPoint: 'failCommand',
      mode: 'alwaysOn',
      data: { failCommands: ['find'], closeConnection: true, appName: 'edb-tests' },
    });
    await expect(coll.findOne({})).rejects.toBeInstanceOf(MongoNetworkError);
    await admin.command({ configureFailPoint: 'failCommand', mode: 'off' });
    expect(await coll.find().toArray()).toEqual([{ _id: 'retried' }]);
  });

  it('refuses an unknown fail point and a malformed mode', async () => {
    const admin = client.db('admin');
    await expect(admin.command({ configureFailPoint: 'nope', mode: 'alwaysOn' })).rejects.toThrow(
      /not supported/,
    );
    await expect(
      admin.command({
        configureFailPoint: 'failCommand',
        mode: 'sometimes',
        data: { failCommands: ['find'] },
      }),
    ).rejects.toThrow(/mode/);
  });
});
