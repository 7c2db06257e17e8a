import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type EmbeddedDb, startEmbeddedDb } from '@cum/embedded-mongo';
import { contract } from '@cum/shared/contract';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { auditLedger } from '../../src/cli/audit-ledger.ts';
import { testConfig } from '../../src/config.ts';
import { connectDatabase } from '../../src/db/connect.ts';
import { createModels } from '../../src/models/registry.ts';
import { createServices } from '../../src/services.ts';

const root = resolve(import.meta.dirname, '../../..');

/** Counts of every collection, and the index names of each. */
async function shape(db: mongoose.mongo.Db) {
  const out: Record<string, { count: number; indexes: string[] }> = {};
  for (const { name } of await db.listCollections().toArray()) {
    const indexes = (await db.collection(name).indexes()).map((i) => String(i.name)).sort();
    out[name] = { count: await db.collection(name).countDocuments(), indexes };
  }
  return out;
}

/**
 * `npm run db:export -- <uri>`: the files of a used embedded database (sign-ins, a reward claim) copied
 * into another server spoken to over TCP as `npm run db` is (a stand-in for MongoDB): same collections,
 * documents and indexes, and the ledger audit passes there.
 */
// A story in order: the export into an empty target, then a second export into that now full target.
describe('db:export: moving a DATA_DIR to MongoDB', { shuffle: false }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'cum-export-'));
  let target: EmbeddedDb;
  let before: Awaited<ReturnType<typeof shape>>;
  beforeAll(async () => {
    const db = await connectDatabase({ uri: null, dataDir });
    try {
      const services = await createServices({
        config: testConfig({ DATA_DIR: dataDir }),
        connection: db.connection,
      });
      const app = await buildApp({ services, staticRoot: '/nonexistent' });
      for (const tg of [501, 502, 503]) {
        const signIn = await app.inject({
          method: 'POST',
          url: '/api/auth/telegram',
          headers: { 'x-telegram-id': String(tg), 'x-telegram-username': `export_${tg}` },
        });
        expect(signIn.statusCode).toBe(200);
        const cookie = `sid=${signIn.cookies.find((c) => c.name === 'sid')?.value}`;
        const claim = await app.inject({
          method: 'POST',
          url: contract.rewards.claim.path,
          headers: { cookie },
        });
        expect(claim.statusCode).toBe(200);
      }
      await app.close();
      if (!db.connection.db) throw new Error('no db');
      before = await shape(db.connection.db);
    } finally {
      await db.close();
    }
    target = await startEmbeddedDb({ port: 0 });
  }, 60_000);
  afterAll(async () => {
    await target?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  // Asynchronous: the target server runs in this process and must keep answering meanwhile.
  const run = (uri: string) =>
    new Promise<{ status: number | null; stdout: string; stderr: string }>((done) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', 'api/src/cli/db-export.ts', uri],
        { cwd: root, env: { ...process.env, DATA_DIR: dataDir }, timeout: 60_000 },
        (err, stdout, stderr) => done({ status: err ? (err.code as number) : 0, stdout, stderr }),
      );
    });

  it('copies every collection, document and index, and the copy passes the ledger audit', async () => {
    const r = await run(`${target.uri}cum?directConnection=true`);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('  ledger: 3\n');
    const conn = await mongoose.createConnection(`${target.uri}cum`).asPromise();
    try {
      if (!conn.db) throw new Error('no db');
      expect(await shape(conn.db)).toEqual(before);
      expect(before.users?.count).toBe(3);
      expect(before.users?.indexes.length).toBeGreaterThan(2);
      const audit = await auditLedger(createModels(conn));
      expect(audit).toMatchObject({ ok: true, users: 3, entries: 3 });
    } finally {
      await conn.close();
    }
  });

  it('refuses to merge into a database that already holds the data', async () => {
    const r = await run(`${target.uri}cum`);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/is not empty: export into an empty database/);
  });
});
