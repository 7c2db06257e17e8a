import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Document } from 'bson';
import { type Db, MongoClient } from 'mongodb';
import { afterAll, describe, expect, it } from 'vitest';
import { Engine } from '../src/engine.ts';
import { type EmbeddedDb, startEmbeddedDb } from '../src/index.ts';
import { openJournal } from '../src/recovery.ts';
import { faultyFs } from './fixtures/faulty-fs.ts';
import { embeddedOnly, type Loose, openDurable } from './helpers.ts';

const dirs: string[] = [];
const tmpDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'edb-wf-'));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

/** A durable server on `dir` whose journal goes through an injectable file system. */
async function faultyServer(dir: string) {
  const faults = faultyFs();
  const server: EmbeddedDb = await startEmbeddedDb({ dataDir: dir, journalFs: faults.fs });
  const client = await MongoClient.connect(server.uri, { retryWrites: false });
  const db: Db = client.db('app');
  const stop = async () => {
    await client.close();
    await server.stop();
  };
  return { faults, server, db, stop };
}

const ids = async (d: Db) =>
  (await d.collection<Loose>('t').find({}).sort({ _id: 1 }).toArray()).map((x) => x._id);

describe.skipIf(embeddedOnly === 'skip')('journal write faults (embedded)', () => {
  it('a short write is completed, not acknowledged torn: the write survives a restart', async () => {
    const dir = tmpDir();
    const s = await faultyServer(dir);
    await s.db.collection<Loose>('t').insertOne({ _id: 1 });
    s.faults.writes.push('short');
    const acked = await s.db
      .collection<Loose>('t')
      .insertOne({ _id: 2, pad: 'x'.repeat(300) })
      .then(
        () => true,
        () => false,
      );
    await s.stop();
    const after = await openDurable(dir, ids);
    // Whatever the server answered, a restart must agree with it.
    expect(after).toEqual(acked ? [1, 2] : [1]);
    expect(acked).toBe(true);
  });

  it('a short write followed by ENOSPC fails the write, and neither memory nor disk keep it', async () => {
    const dir = tmpDir();
    const s = await faultyServer(dir);
    await s.db.collection<Loose>('t').insertOne({ _id: 1 });
    s.faults.writes.push('short', 'ENOSPC');
    const err = await s.db
      .collection<Loose>('t')
      .insertOne({ _id: 2, pad: 'x'.repeat(300) })
      .catch((e) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err.code).toBe(14031);
    expect(await ids(s.db)).toEqual([1]);
    await s.stop();
    expect(await openDurable(dir, ids)).toEqual([1]);
  });

  it('failed writes are taken back (concurrent inserts, updates, new collections, indexes)', async () => {
    const dir = tmpDir();
    const s = await faultyServer(dir);
    const t = s.db.collection<Loose>('t');
    await t.insertOne({ _id: 1, n: 1 });
    s.faults.full = true;
    const results = await Promise.allSettled([
      t.insertOne({ _id: 2 }),
      t.updateOne({ _id: 1 }, { $inc: { n: 10 } }),
      s.db.collection<Loose>('fresh').insertOne({ _id: 'x' }),
      t.createIndex({ n: 1 }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected', 'rejected']);
    expect(await t.find({}).toArray()).toEqual([{ _id: 1, n: 1 }]);
    expect((await s.db.listCollections().toArray()).map((c) => c.name)).toEqual(['t']);
    expect((await t.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
    expect(await s.server.writeState()).toMatchObject({ writable: false, lastError: /ENOSPC/ });
    s.faults.full = false;
    expect(await s.server.writeState()).toEqual({ writable: true, lastError: null });
    // Not stuck: the next write goes through and survives a restart, the failed ones do not.
    await t.updateOne({ _id: 1 }, { $inc: { n: 1 } });
    await s.stop();
    expect(await openDurable(dir, (d) => d.collection<Loose>('t').find({}).toArray())).toEqual([
      { _id: 1, n: 2 },
    ]);
  });

  it('an fdatasync error (EIO) fails the write and cuts its bytes from the journal', async () => {
    const dir = tmpDir();
    const s = await faultyServer(dir);
    await s.db.collection<Loose>('t').insertOne({ _id: 1 });
    const size = fs.statSync(path.join(dir, 'journal.log')).size;
    s.faults.syncs.push('EIO');
    const err = await s.db
      .collection<Loose>('t')
      .insertOne({ _id: 2 })
      .catch((e) => e);
    expect(err.code).toBe(1);
    expect(err.message).toMatch(/not applied.*EIO/);
    expect(fs.statSync(path.join(dir, 'journal.log')).size).toBe(size);
    expect(await ids(s.db)).toEqual([1]);
    await s.stop();
    expect(await openDurable(dir, ids)).toEqual([1]);
  });

  it('a transaction whose commit is not saved did not happen, also for a retried commit', async () => {
    const dir = tmpDir();
    const s = await faultyServer(dir);
    const t = s.db.collection<Loose>('t');
    await t.insertOne({ _id: 1, n: 1 });
    const c2 = await MongoClient.connect(s.server.uri);
    const session = c2.startSession();
    try {
      session.startTransaction();
      await c2
        .db('app')
        .collection<Loose>('t')
        .updateOne({ _id: 1 }, { $set: { n: 5 } }, { session });
      await c2.db('app').collection<Loose>('t').insertOne({ _id: 2 }, { session });
      s.faults.writes.push('ENOSPC');
      await expect(session.commitTransaction()).rejects.toThrow(/not applied/);
      // The driver retries commitTransaction with the same txnNumber: it must not answer ok.
      await expect(
        c2.db('admin').command({
          commitTransaction: 1,
          lsid: session.id,
          txnNumber: session.serverSession?.txnNumber,
          autocommit: false,
        }),
      ).rejects.toThrow(/Transaction .* has been aborted|NoSuchTransaction|not been started/);
    } finally {
      await session.endSession().catch(() => {});
      await c2.close();
    }
    expect(await t.find({}).toArray()).toEqual([{ _id: 1, n: 1 }]);
    await s.stop();
    expect(await openDurable(dir, (d) => d.collection<Loose>('t').find({}).toArray())).toEqual([
      { _id: 1, n: 1 },
    ]);
  });

  it('one failed group: each write in it gets an error, a read waiting on it runs again', async () => {
    const dir = tmpDir();
    const engine = new Engine();
    const faults = faultyFs();
    const journal = await openJournal(engine, dir, undefined, faults.fs);
    const run = (cmd: Document) => engine.execute({ ...cmd, $db: 'app' }, 1);
    await run({ insert: 't', documents: [{ _id: 1 }] });
    faults.writes.push('short', 'ENOSPC');
    const writesBefore = faults.calls.write;
    // Issued together, without awaiting: one group, one flush.
    const [ins, upd, read] = await Promise.all([
      run({ insert: 't', documents: [{ _id: 2 }] }),
      run({ update: 't', updates: [{ q: { _id: 1 }, u: { $set: { v: 1 } } }] }),
      run({ find: 't', filter: {} }),
    ]);
    expect(faults.calls.write - writesBefore).toBe(2); // the short write, then ENOSPC
    expect([ins?.ok, ins?.code, upd?.ok, upd?.code]).toEqual([0, 14031, 0, 14031]);
    expect(read?.cursor.firstBatch).toEqual([{ _id: 1 }]);
    // A getMore cannot run again (its cursor moved on): it answers the error instead of a lost batch.
    await run({ insert: 't', documents: [{ _id: 3 }, { _id: 4 }, { _id: 5 }] });
    const opened = await run({ find: 't', filter: {}, batchSize: 2 });
    faults.writes.push('ENOSPC');
    const [, more] = await Promise.all([
      run({ insert: 't', documents: [{ _id: 6 }] }),
      run({ getMore: opened?.cursor.id, collection: 't' }),
    ]);
    expect([more?.ok, more?.code]).toEqual([0, 14031]);
    expect((await engine.writeState()).writable).toBe(true); // the probe finds room again
    await journal.close();
    expect(await openDurable(dir, ids)).toEqual([1, 3, 4, 5]);
  });

  it('a compaction that does not fit keeps the journal, acknowledges the writes, and succeeds later', async () => {
    const dir = tmpDir();
    const engine = new Engine();
    const faults = faultyFs();
    const journal = await openJournal(engine, dir, 2048, faults.fs);
    const run = (cmd: Document) => engine.execute({ ...cmd, $db: 'app' }, 1);
    faults.snapshotFull = true;
    for (let i = 0; i < 20; i++) {
      const r = await run({ insert: 't', documents: [{ _id: i, pad: 'x'.repeat(200) }] });
      expect(r.ok).toBe(1);
    }
    expect(fs.existsSync(path.join(dir, 'snapshot.bson'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'snapshot.bson.tmp'))).toBe(false);
    expect(fs.statSync(path.join(dir, 'journal.log')).size).toBeGreaterThan(2048);
    faults.snapshotFull = false;
    for (let i = 20; i < 40; i++) await run({ insert: 't', documents: [{ _id: i, pad: 'x'.repeat(200) }] });
    expect(fs.existsSync(path.join(dir, 'snapshot.bson'))).toBe(true);
    await journal.close();
    expect(await openDurable(dir, ids)).toEqual(Array.from({ length: 40 }, (_, i) => i));
  });
});
