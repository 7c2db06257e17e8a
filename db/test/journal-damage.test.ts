import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { Engine } from '../src/engine.ts';
import { startEmbeddedDb } from '../src/index.ts';
import { frameAt } from '../src/records.ts';
import { openJournal } from '../src/recovery.ts';
import { repairDataDir } from '../src/repair.ts';
import { embeddedOnly, type Loose, openDurable } from './helpers.ts';

const dirs: string[] = [];
const tmpDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'edb-dmg-'));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

const N = 1000;

/** A data directory whose journal holds N insert records, one document each, and where each starts. */
async function seed(): Promise<{
  dir: string;
  journal: string;
  spans: { id: number; from: number; to: number }[];
}> {
  const dir = tmpDir();
  const engine = new Engine();
  const journal = await openJournal(engine, dir);
  for (let i = 0; i < N; i++)
    await engine.execute({ insert: 't', documents: [{ _id: i, pad: 'p'.repeat(40) }], $db: 'app' }, 1);
  await journal.close();
  const file = path.join(dir, 'journal.log');
  const buf = fs.readFileSync(file);
  const spans: { id: number; from: number; to: number }[] = [];
  for (let pos = 0, f = frameAt(buf, 0); f; pos = f.end, f = frameAt(buf, pos)) {
    const ops = f.record.ops as { d: { _id: number } }[] | undefined;
    if (f.record.t === 'w') spans.push({ id: ops?.[0]?.d._id as number, from: pos, to: f.end });
  }
  expect(spans).toHaveLength(N);
  return { dir, journal: file, spans };
}

const ids = (dir: string) =>
  openDurable(dir, async (d) =>
    (
      await d
        .collection<Loose>('t')
        .find({}, { projection: { _id: 1 } })
        .toArray()
    ).map((x) => Number(x._id)),
  );

/** Start-up must fail naming the file, the offset and the repair command, and leave the file as it was. */
async function expectRefused(dir: string, file: string, offset: number): Promise<void> {
  const before = fs.readFileSync(file);
  const err = await startEmbeddedDb({ dataDir: dir }).then(
    async (db) => {
      await db.stop();
      return null;
    },
    (e: Error) => e,
  );
  expect(err?.message).toContain(file);
  expect(err?.message).toContain(`at byte ${offset}`);
  expect(err?.message).toContain('npm run db:repair');
  expect(fs.readFileSync(file).equals(before)).toBe(true);
}

describe.skipIf(embeddedOnly === 'skip')('a damaged journal (embedded)', () => {
  it('one flipped byte in the middle: start-up refuses, db:repair keeps the 999 other writes', async () => {
    const { dir, journal, spans } = await seed();
    const hit = spans[N / 2] as { id: number; from: number; to: number };
    const buf = fs.readFileSync(journal);
    const at = hit.from + 20;
    buf[at] = (buf[at] as number) ^ 0x01;
    fs.writeFileSync(journal, buf);
    await expectRefused(dir, journal, hit.from);
    const report = repairDataDir(dir);
    expect(report.files.find((f) => f.file === journal)?.dropped).toEqual([{ from: hit.from, to: hit.to }]);
    expect(report.backup && fs.readFileSync(path.join(report.backup, 'journal.log')).equals(buf)).toBe(true);
    const kept = await ids(dir);
    expect(kept).toHaveLength(N - 1);
    expect(kept).not.toContain(hit.id);
  });

  it('a zeroed 4 KiB page: refused, then every record outside the page is salvaged', async () => {
    const { dir, journal, spans } = await seed();
    const buf = fs.readFileSync(journal);
    const page = 4096 * Math.floor(buf.length / 2 / 4096);
    buf.fill(0, page, page + 4096);
    fs.writeFileSync(journal, buf);
    const first = spans.find((s) => s.to > page) as { from: number };
    await expectRefused(dir, journal, first.from);
    const intact = spans.filter((s) => s.to <= page || s.from >= page + 4096).map((s) => s.id);
    expect(intact.length).toBeGreaterThan(N - 4096 / 60);
    repairDataDir(dir);
    expect((await ids(dir)).sort((a, b) => a - b)).toEqual(intact);
    // The repaired directory is clean: a second repair finds nothing to do.
    expect(repairDataDir(dir).backup).toBeNull();
  });

  it('a torn tail is still cut without asking, and nothing before it is lost', async () => {
    const { dir, journal } = await seed();
    const size = fs.statSync(journal).size;
    fs.appendFileSync(journal, Buffer.from([200, 0, 0, 0, 1, 2, 3]));
    expect(await ids(dir)).toHaveLength(N);
    expect(fs.statSync(journal).size).toBe(size);
  });

  it('npm run db:repair (DATA_DIR) prints what it kept and dropped', async () => {
    const { dir, journal, spans } = await seed();
    const buf = fs.readFileSync(journal);
    const hit = spans[10] as { from: number; to: number };
    buf.fill(0xff, hit.from + 8, hit.from + 12);
    fs.writeFileSync(journal, buf);
    const root = path.resolve(import.meta.dirname, '../..');
    const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'db:repair'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dir },
    });
    // N inserts and the collection's creation, less the damaged one.
    expect(stdout).toContain(`kept ${N} intact records`);
    expect(stdout).toContain(`dropped bytes ${hit.from}-${hit.to}`);
    expect(stdout).toMatch(/damaged files are kept in .*damaged-/);
    expect(await ids(dir)).toHaveLength(N - 1);
  }, 60_000);

  it('a damaged snapshot: refused, and repair keeps the documents of its intact chunks', async () => {
    const dir = tmpDir();
    const engine = new Engine();
    const journal = await openJournal(engine, dir);
    const documents = Array.from({ length: 2500 }, (_, i) => ({ _id: i, email: `u${i}` }));
    await engine.execute({ insert: 't', documents, $db: 'app' }, 1);
    await engine.execute(
      { createIndexes: 't', indexes: [{ key: { email: 1 }, name: 'email_1' }], $db: 'app' },
      1,
    );
    journal.compact(); // chunks of 1000 documents: 0-999, 1000-1999, 2000-2499
    await journal.close();
    const snap = path.join(dir, 'snapshot.bson');
    const buf = fs.readFileSync(snap);
    const at = Math.floor(buf.length / 2);
    buf[at] = (buf[at] as number) ^ 0x40;
    fs.writeFileSync(snap, buf);
    const err = await startEmbeddedDb({ dataDir: dir }).catch((e: Error) => e);
    expect(String(err)).toMatch(/snapshot\.bson is damaged at byte \d+.*npm run db:repair/);
    expect(fs.readFileSync(snap).equals(buf)).toBe(true);
    repairDataDir(dir);
    const kept = await ids(dir);
    expect(kept).toHaveLength(1500);
    expect(kept).not.toContain(1500);
    const indexes = await openDurable(dir, (d) => d.collection('t').listIndexes().toArray());
    expect(indexes.map((i) => i.name)).toEqual(['_id_', 'email_1']);
  });
});
