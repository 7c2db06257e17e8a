import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedDb } from '../src/index.ts';
import { readFrames } from '../src/records.ts';
import { embeddedOnly, type Loose } from './helpers.ts';

const dirs: string[] = [];
const tmpDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'edb-'));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

async function withClient<T>(
  dataDir: string,
  fn: (c: MongoClient) => Promise<T>,
  compactBytes?: number,
): Promise<T> {
  const db = await startEmbeddedDb({ dataDir, compactBytes });
  const client = await MongoClient.connect(db.uri);
  try {
    return await fn(client);
  } finally {
    await client.close();
    await db.stop();
  }
}

function spawnServer(
  dataDir: string,
  compactBytes?: number,
  worker = false,
): Promise<{ child: ChildProcess; uri: string }> {
  const fixture = path.join(import.meta.dirname, 'fixtures', 'durable-server.ts');
  const args = ['--import', 'tsx', fixture, dataDir, ...(compactBytes ? [String(compactBytes)] : [])];
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, EDB_WORKER: worker ? '1' : '0' },
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (d) => {
      out += String(d);
      const m = /READY (\S+)/.exec(out);
      if (m?.[1]) resolve({ child, uri: m[1] });
    });
    child.on('exit', (code) => reject(new Error(`server exited early (${code})`)));
  });
}

describe.skipIf(embeddedOnly === 'skip')('durability (embedded)', () => {
  it('persists data, indexes and metadata across restarts, including after compaction', async () => {
    const dir = tmpDir();
    await withClient(
      dir,
      async (c) => {
        const coll = c.db('app').collection<Loose>('users');
        await coll.createIndex({ email: 1 }, { unique: true });
        await coll.insertMany(
          Array.from({ length: 500 }, (_, i) => ({
            _id: i,
            email: `u${i}@x`,
            pad: 'x'.repeat(200),
          })),
        );
        await coll.updateOne({ _id: 1 }, { $set: { v: 2 } });
        await coll.deleteOne({ _id: 2 });
        const s = c.startSession();
        await s.withTransaction(async () => {
          await coll.insertOne({ _id: 1000, email: 'txn@x' }, { session: s });
        });
        await s.endSession();
      },
      20_000,
    );
    expect(fs.existsSync(path.join(dir, 'snapshot.bson'))).toBe(true);
    await withClient(dir, async (c) => {
      const coll = c.db('app').collection<Loose>('users');
      expect(await coll.countDocuments({})).toBe(500);
      expect((await coll.findOne({ _id: 1 }))?.v).toBe(2);
      expect(await coll.findOne({ _id: 2 })).toBeNull();
      expect(await coll.findOne({ email: 'txn@x' })).not.toBeNull();
      expect((await coll.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_', 'email_1']);
      const dup = await coll.insertOne({ email: 'u3@x' }).catch((e) => e);
      expect(dup.code).toBe(11000);
    });
  });

  it('ignores and truncates a torn last journal record', async () => {
    const dir = tmpDir();
    await withClient(dir, async (c) => {
      await c
        .db('app')
        .collection<Loose>('t')
        .insertMany([{ _id: 1 }, { _id: 2 }]);
    });
    const journal = path.join(dir, 'journal.log');
    const good = fs.statSync(journal).size;
    // A record cut short by a crash: a length prefix promising more bytes than were written.
    const torn = Buffer.alloc(12);
    torn.writeUInt32LE(500, 0);
    fs.appendFileSync(journal, torn);
    await withClient(dir, async (c) => {
      expect(await c.db('app').collection<Loose>('t').countDocuments({})).toBe(2);
      await c.db('app').collection<Loose>('t').insertOne({ _id: 3 });
    });
    expect(fs.statSync(journal).size).toBeGreaterThan(good);
    // A corrupt checksum in the last record is also dropped.
    const buf = fs.readFileSync(journal);
    buf[buf.length - 3] = (buf[buf.length - 3] ?? 0) ^ 0xff;
    fs.writeFileSync(journal, buf);
    await withClient(dir, async (c) => {
      expect(await c.db('app').collection<Loose>('t').countDocuments({})).toBe(2);
    });
  });

  it.each([
    ['on the main thread', false],
    ['in a worker thread', true],
  ])(
    'keeps every acknowledged write after kill -9 in the middle of a write burst (%s)',
    async (_, worker) => {
      const dir = tmpDir();
      const { child, uri } = await spawnServer(dir, 256 * 1024, worker);
      const client = await MongoClient.connect(uri, { retryWrites: false, serverSelectionTimeoutMS: 500 });
      const coll = client.db('app').collection<Loose>('burst');
      const acked: number[] = [];
      let stop = false;
      const workers = Array.from({ length: 20 }, async (_, w) => {
        for (let i = 0; !stop; i++) {
          const id = w * 1_000_000 + i;
          try {
            await coll.insertOne({ _id: id, w, pad: 'y'.repeat(100) });
            acked.push(id);
          } catch {
            return;
          }
        }
      });
      while (acked.length < 300) await new Promise((r) => setTimeout(r, 20));
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      stop = true;
      await Promise.all(workers);
      await client.close(true).catch(() => {});
      await exited;
      await withClient(dir, async (c) => {
        const ids = new Set(
          (
            await c
              .db('app')
              .collection('burst')
              .find({}, { projection: { _id: 1 } })
              .toArray()
          ).map((d) => Number(d._id)),
        );
        const missing = acked.filter((id) => !ids.has(id));
        expect(missing).toEqual([]);
        expect(ids.size).toBeGreaterThanOrEqual(acked.length);
      });
      // After recovery the journal holds only whole, checksummed records.
      const journal = fs.readFileSync(path.join(dir, 'journal.log'));
      expect(readFrames(journal).validBytes).toBe(journal.length);
    },
    60_000,
  );
});
