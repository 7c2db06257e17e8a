import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedDb } from '../src/index.ts';
import { embeddedOnly, type Loose, openDurable } from './helpers.ts';

// A real full disk: DATA_DIR on a 4 MiB tmpfs. Needs root (mount); skipped elsewhere. The fault-seam
// tests (write-faults.test.ts) cover the same paths everywhere.
const mountPoint = path.join(os.tmpdir(), `edb-tmpfs-${process.pid}`);
function tryMount(): boolean {
  if (process.getuid?.() !== 0 || embeddedOnly === 'skip') return false;
  try {
    fs.mkdirSync(mountPoint, { recursive: true });
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=4m,mode=0700', 'tmpfs', mountPoint], {
      stdio: 'ignore',
    });
    return true;
  } catch {
    fs.rmSync(mountPoint, { recursive: true, force: true });
    return false;
  }
}
const mounted = tryMount();

describe.skipIf(!mounted)('a really full disk (tmpfs, root only)', () => {
  const dir = path.join(mountPoint, 'data');
  const ballast = path.join(mountPoint, 'ballast');
  beforeAll(() => {
    fs.mkdirSync(dir, { mode: 0o700 });
    fs.writeFileSync(ballast, Buffer.alloc(512 * 1024));
  });
  afterAll(() => {
    execFileSync('umount', [mountPoint]);
    fs.rmSync(mountPoint, { recursive: true, force: true });
  });

  it('keeps every acknowledged write through ENOSPC, reads on, and writes again once space returns', async () => {
    const server = await startEmbeddedDb({ dataDir: dir });
    const client = await MongoClient.connect(server.uri, { retryWrites: false });
    const coll = client.db('app').collection<Loose>('fill');
    const acked: number[] = [];
    const failed: number[] = [];
    // 10 concurrent writers until each has seen the disk full a few times.
    await Promise.all(
      Array.from({ length: 10 }, async (_, w) => {
        let errors = 0;
        for (let i = 0; errors < 3; i++) {
          const id = w * 1_000_000 + i;
          try {
            await coll.insertOne({ _id: id, pad: 'z'.repeat(2000) });
            acked.push(id);
          } catch (e) {
            expect((e as { code?: number }).code).toBe(14031);
            failed.push(id);
            errors++;
          }
        }
      }),
    );
    expect(acked.length).toBeGreaterThan(500);
    expect((await server.writeState()).writable).toBe(false);
    // Reads go on, and show exactly the acknowledged writes.
    expect(await coll.countDocuments()).toBe(acked.length);
    fs.rmSync(ballast); // space returns: no restart
    expect((await server.writeState()).writable).toBe(true);
    await coll.insertOne({ _id: 'after' });
    await client.close();
    await server.stop();
    const ids = await openDurable(dir, async (d) =>
      (
        await d
          .collection<Loose>('fill')
          .find({}, { projection: { _id: 1 } })
          .toArray()
      ).map((x) => x._id),
    );
    expect(ids.length).toBe(acked.length + 1);
    const present = new Set(ids);
    expect(acked.filter((id) => !present.has(id))).toEqual([]);
    expect(failed.filter((id) => present.has(id))).toEqual([]);
  }, 120_000);
});
