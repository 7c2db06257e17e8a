import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnEntry } from './spawn-entry.ts';

const withCreds = (uri: string, user: string, password: string) =>
  uri.replace('mongodb://', `mongodb://${user}:${encodeURIComponent(password)}@`);

describe('npm run db (server/src/db-main.ts)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'cum-db-main-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('TCP on loopback, DB_PASSWORD turns on authentication; one line on stdout, the URI', async () => {
    const db = spawnEntry('db-main.ts', {
      DB_PORT: '0',
      DATA_DIR: 'memory',
      DB_USER: 'app',
      DB_PASSWORD: 's3cret',
    });
    try {
      const [uri = ''] = await db.waitFor(/^mongodb:\/\/127\.0\.0\.1:\d+\/$/m);
      const anon = await MongoClient.connect(uri);
      expect(
        await anon
          .db('x')
          .collection('t')
          .findOne({})
          .catch((e) => e.code),
      ).toBe(13);
      await anon.close();
      const c = await MongoClient.connect(withCreds(uri, 'app', 's3cret'));
      expect(await c.db('x').collection('t').findOne({})).toBeNull();
      await c.close();
      expect(db.stdout()).toBe(`${uri}\n`);
      expect(db.out()).not.toContain('s3cret');
    } finally {
      await db.stop();
    }
  });

  it('SIGTERM with a client connected and data written: exit 0 within 8 s, the database closed', async () => {
    const db = spawnEntry('db-main.ts', { DB_PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    const [uri = ''] = await db.waitFor(/^mongodb:\/\/127\.0\.0\.1:\d+\/$/m);
    const client = await MongoClient.connect(uri);
    await client
      .db('x')
      .collection('t')
      .insertOne({ _id: 1 as never, kept: true });
    const { code, ms } = await db.stop('SIGTERM');
    await client.close().catch(() => {});
    expect(code).toBe(0);
    expect(ms).toBeLessThan(8_000);
    expect(db.out()).toMatch(/"msg":"shut down"/);

    // Closed cleanly: the files open again, with the write in them.
    const again = spawnEntry('db-main.ts', { DB_PORT: '0', DATA_DIR: dataDir });
    const [uri2 = ''] = await again.waitFor(/^mongodb:\/\/127\.0\.0\.1:\d+\/$/m);
    const c2 = await MongoClient.connect(uri2);
    expect(
      await c2
        .db('x')
        .collection('t')
        .findOne({ _id: 1 as never }),
    ).toMatchObject({ kept: true });
    await c2.close();
    expect((await again.stop()).code).toBe(0);
  });
});
