import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { Engine } from '../src/engine.ts';
import { type DbLog, startEmbeddedDb } from '../src/index.ts';
import type { DbLogFields } from '../src/log.ts';
import { openJournal } from '../src/recovery.ts';
import { faultyFs } from './fixtures/faulty-fs.ts';
import { embeddedOnly } from './helpers.ts';

// The database's own warnings reach the logger the caller injects (the entry's pino logger), from the
// worker thread too, and never the console.

const dirs: string[] = [];
const tmpDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'edb-log-'));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});
afterEach(() => {
  vi.restoreAllMocks();
});

type Line = { level: keyof DbLog; fields: DbLogFields; msg: string };
function sink(): { log: DbLog; lines: Line[] } {
  const lines: Line[] = [];
  const at = (level: keyof DbLog) => (fields: DbLogFields, msg: string) => lines.push({ level, fields, msg });
  return { log: { info: at('info'), warn: at('warn'), error: at('error') }, lines };
}

/** Spies on every way text leaves the process other than the sink. */
function watchConsole() {
  const spies = [
    vi.spyOn(console, 'warn'),
    vi.spyOn(console, 'error'),
    vi.spyOn(console, 'log'),
    vi.spyOn(console, 'info'),
  ];
  const stderr = vi.spyOn(process.stderr, 'write');
  return {
    mentions: (text: string) =>
      spies.some((s) => s.mock.calls.some((c) => String(c[0]).includes(text))) ||
      stderr.mock.calls.some((c) => String(c[0]).includes(text)),
  };
}

/** A data directory whose journal holds a few writes and then a torn (never acknowledged) record. */
async function tornJournal(): Promise<{ dir: string; journal: string; size: number }> {
  const dir = tmpDir();
  const engine = new Engine();
  const j = await openJournal(engine, dir);
  for (let i = 0; i < 5; i++) await engine.execute({ insert: 't', documents: [{ _id: i }], $db: 'app' }, 1);
  await j.close();
  const journal = path.join(dir, 'journal.log');
  const size = fs.statSync(journal).size;
  fs.appendFileSync(journal, Buffer.from([200, 0, 0, 0, 1, 2, 3]));
  return { dir, journal, size };
}

describe.skipIf(embeddedOnly === 'skip')('the database logs through the injected logger', () => {
  it.each([
    ['in this thread', false],
    ['in a worker thread', true],
  ])(
    'a torn journal tail cut at start-up is a warning on the sink (%s), not on the console',
    async (_, worker) => {
      const { dir, journal, size } = await tornJournal();
      const { log, lines } = sink();
      const out = watchConsole();
      const db = await startEmbeddedDb({ dataDir: dir, log, worker });
      await db.stop();
      expect(lines).toEqual([
        {
          level: 'warn',
          fields: { journal, fromByte: size, toByte: size + 7 },
          msg: expect.stringContaining('cut an incomplete final record'),
        },
      ]);
      expect(out.mentions('incomplete final record')).toBe(false);
      expect(fs.statSync(journal).size).toBe(size);
    },
  );

  it('a compaction that fails (a full disk) is a warning on the sink, not on the console', async () => {
    const dir = tmpDir();
    const faults = faultyFs();
    const { log, lines } = sink();
    const out = watchConsole();
    const engine = new Engine();
    const journal = await openJournal(engine, dir, 2048, faults.fs, log);
    faults.snapshotFull = true;
    for (let i = 0; i < 20; i++)
      await engine.execute({ insert: 't', documents: [{ _id: i, pad: 'x'.repeat(200) }], $db: 'app' }, 1);
    await journal.close();
    expect(lines.length).toBeGreaterThan(0);
    expect(lines[0]).toMatchObject({
      level: 'warn',
      fields: { dataDir: dir, reason: expect.stringContaining('ENOSPC') },
      msg: expect.stringContaining('compaction failed'),
    });
    expect(out.mentions('compaction failed')).toBe(false);
  });
});
