import { appendFileSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedDb } from '@cum/embedded-mongo';
import { MongoClient } from 'mongodb';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnEntry } from './spawn-entry.ts';

// The database's own warnings go through the entry's one pino logger: a JSON line in the process's
// shape (level, time, pid, msg), from the worker thread too, never a bare console line.

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** A data directory whose journal ends in a torn (never acknowledged) record. */
async function tornDataDir(): Promise<{ dir: string; journal: string; size: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'cum-db-log-'));
  dirs.push(dir);
  const db = await startEmbeddedDb({ dataDir: dir });
  const client = await MongoClient.connect(db.uri);
  await client
    .db('cum')
    .collection('t')
    .insertOne({ _id: 1 as never });
  await client.close();
  await db.stop();
  const journal = join(dir, 'journal.log');
  const size = statSync(journal).size;
  appendFileSync(journal, Buffer.from([200, 0, 0, 0, 1, 2, 3]));
  return { dir, journal, size };
}

const warningIn = (out: string) =>
  out
    .split('\n')
    .filter((l) => l.includes('incomplete final record'))
    .map((l) => JSON.parse(l) as Record<string, unknown>);

describe('the database warns through the entry logger', () => {
  it('npm run db (in this thread): the cut torn tail is one pino JSON line', async () => {
    const { dir, journal, size } = await tornDataDir();
    const db = spawnEntry('db-main.ts', { DB_PORT: '0', DATA_DIR: dir });
    try {
      await db.waitFor(/^mongodb:\/\/127\.0\.0\.1:\d+\/$/m);
    } finally {
      expect((await db.stop()).code).toBe(0);
    }
    expect(warningIn(db.out())).toEqual([
      expect.objectContaining({
        level: 40,
        hostname: expect.any(String),
        journal,
        fromByte: size,
        toByte: size + 7,
        pid: db.child.pid,
      }),
    ]);
  });

  it('npm start (database in a worker thread): the warning crosses to the one logger', async () => {
    const { dir, journal, size } = await tornDataDir();
    const app = spawnEntry('main.ts', {
      APP_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      DATA_DIR: dir,
      EMBEDDED_DB_WORKER: 'true',
    });
    try {
      await app.waitFor(/Server listening at/);
    } finally {
      await app.stop();
    }
    expect(warningIn(app.out())).toEqual([
      expect.objectContaining({
        level: 40,
        hostname: expect.any(String),
        journal,
        fromByte: size,
        toByte: size + 7,
        pid: app.child.pid,
      }),
    ]);
  });
});
