import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Binary, type Document, Long } from 'bson';
import { describe, expect, it } from 'vitest';
import { Engine } from '../src/engine.ts';
import { startEmbeddedDb } from '../src/index.ts';
import { embeddedOnly } from './helpers.ts';

const lsid = { id: new Binary(Buffer.alloc(16, 7), 4) };

describe.skipIf(embeddedOnly === 'skip')('engine housekeeping (embedded)', () => {
  it('aborts transactions abandoned past the lifetime limit', async () => {
    const e = new Engine();
    const run = (cmd: Document) => e.execute({ ...cmd, $db: 'h' }, 1);
    await run({ insert: 'c', documents: [{ _id: 1, n: 0 }] });
    const txn = { lsid, txnNumber: Long.fromNumber(1), autocommit: false };
    await run({
      update: 'c',
      updates: [{ q: { _id: 1 }, u: { $inc: { n: 1 } } }],
      ...txn,
      startTransaction: true,
    });
    e.txns.reap(0);
    const commit = await run({ commitTransaction: 1, ...txn });
    expect(commit.code).toBe(251);
    const doc = await run({ find: 'c', filter: { _id: 1 } });
    expect((doc.cursor as Document).firstBatch).toEqual([{ _id: 1, n: 0 }]);
  });

  it('closes idle cursors', async () => {
    const e = new Engine();
    const run = (cmd: Document) => e.execute({ ...cmd, $db: 'h' }, 1);
    await run({ insert: 'c', documents: Array.from({ length: 5 }, (_, i) => ({ _id: i })) });
    const first = await run({ find: 'c', filter: {}, batchSize: 2 });
    const id = (first.cursor as Document).id;
    e.cursors.sweep(-1);
    const more = await run({ getMore: id, collection: 'c' });
    expect(more.code).toBe(43);
  });

  it('caps a batch at 16 MiB', async () => {
    const e = new Engine();
    const run = (cmd: Document) => e.execute({ ...cmd, $db: 'h' }, 1);
    const big = 'x'.repeat(4 * 1024 * 1024);
    await run({ insert: 'c', documents: Array.from({ length: 6 }, (_, i) => ({ _id: i, big })) });
    const first = await run({ find: 'c', filter: {} });
    expect(((first.cursor as Document).firstBatch as unknown[]).length).toBe(3);
  });

  it('refuses a data directory already in use', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edb-lock-'));
    const db = await startEmbeddedDb({ dataDir: dir });
    await expect(startEmbeddedDb({ dataDir: dir })).rejects.toThrow(/already open|in use/);
    await db.stop();
    const again = await startEmbeddedDb({ dataDir: dir });
    await again.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
