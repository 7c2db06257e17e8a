import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Document } from 'bson';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { Engine } from '../src/engine.ts';
import { openJournal } from '../src/recovery.ts';
import { type Fault, faultyFs } from './fixtures/faulty-fs.ts';
import { embeddedOnly } from './helpers.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

/** One step: some commands issued together (one group, or a few), the faults the disk will show them,
 * and whether the process dies after `crashAfter` event-loop turns instead of waiting for the answers. */
interface Step {
  writes: Array<{ kind: 'insert'; n: 1 | 2 } | { kind: 'delete'; pick: number }>;
  writeFaults: Fault[];
  syncFault: boolean;
  full: boolean;
  crashAfter: number | null;
}

const stepArb: fc.Arbitrary<Step> = fc.record({
  writes: fc.array(
    fc.oneof(
      fc.record({ kind: fc.constant('insert' as const), n: fc.constantFrom(1 as const, 2 as const) }),
      fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
    ),
    { minLength: 1, maxLength: 4 },
  ),
  writeFaults: fc.array(fc.constantFrom<Fault>('short', 'ENOSPC', 'EIO'), { maxLength: 2 }),
  syncFault: fc.boolean(),
  full: fc.boolean(),
  crashAfter: fc.option(fc.nat({ max: 4 }), { freq: 3 }),
});

/** What the client knows of one document: its insert and (maybe) delete, each acked, failed or unknown. */
type Outcome = 'acked' | 'failed' | 'unknown';
interface Known {
  insert: Outcome;
  del?: Outcome;
}

/** Present for sure, absent for sure, or either (a command that was in flight when the process died). */
function expected(k: Known): 'present' | 'absent' | 'either' {
  if (k.insert === 'failed' || k.del === 'acked') return 'absent';
  if (k.insert === 'unknown' || k.del === 'unknown') return 'either';
  return 'present';
}

const turn = () => new Promise<void>((r) => setImmediate(r));

async function runScenario(steps: Step[]): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edb-prop-'));
  dirs.push(dir);
  const open = async () => {
    const engine = new Engine();
    const faults = faultyFs();
    // A small compaction threshold: snapshots are written (and fail) in the middle of it all.
    const journal = await openJournal(engine, dir, 4096, faults.fs);
    return { engine, faults, journal };
  };
  let db = await open();
  const known = new Map<number, Known>();
  let nextId = 0;
  const present = async (engine: Engine) => {
    const r = await engine.execute({ find: 't', filter: {}, batchSize: 100_000, $db: 'app' }, 1);
    return new Set(((r.cursor?.firstBatch ?? []) as Document[]).map((d) => d._id as number));
  };
  const check = (ids: Set<number>, exact: boolean) => {
    for (const [id, k] of known) {
      const want = expected(k);
      if (want === 'present') expect(ids.has(id), `document ${id} (${JSON.stringify(k)})`).toBe(true);
      if (want === 'absent') expect(ids.has(id), `document ${id} (${JSON.stringify(k)})`).toBe(false);
      if (exact) expect(want).not.toBe('either');
    }
    for (const id of ids) expect(known.has(id), `document ${id} was never written`).toBe(true);
  };

  for (const step of steps) {
    const { engine, faults } = db;
    faults.writes.push(...step.writeFaults);
    if (step.syncFault) faults.syncs.push('EIO');
    faults.full = step.full;
    const settled: Array<() => void> = [];
    const pending = step.writes.map((w) => {
      let cmd: Document;
      let targets: Known[];
      if (w.kind === 'insert') {
        const ids = Array.from({ length: w.n }, () => nextId++);
        targets = ids.map((id) => {
          const k: Known = { insert: 'unknown' };
          known.set(id, k);
          return k;
        });
        cmd = { insert: 't', documents: ids.map((_id) => ({ _id })) };
      } else {
        const candidates = [...known].filter(([, k]) => k.insert === 'acked' && k.del === undefined);
        const pick = candidates[w.pick % Math.max(1, candidates.length)];
        if (!pick) return Promise.resolve();
        pick[1].del = 'unknown';
        targets = [pick[1]];
        cmd = { delete: 't', deletes: [{ q: { _id: pick[0] }, limit: 1 }] };
      }
      const field = w.kind === 'insert' ? 'insert' : 'del';
      return engine.execute({ ...cmd, $db: 'app' }, 1).then((reply) => {
        const outcome: Outcome = reply.ok === 1 && !reply.writeErrors ? 'acked' : 'failed';
        settled.push(() => {
          for (const k of targets) k[field] = outcome;
        });
        // Answers that arrive after a crash were never seen by anyone.
        if (!crashed) for (const s of settled.splice(0)) s();
      });
    });
    let crashed = false;
    if (step.crashAfter !== null) {
      for (let i = 0; i < step.crashAfter; i++) await turn();
      // kill -9: nothing more reaches the file; the directory is free for the next process.
      crashed = true;
      await faults.crash();
      (db.journal as unknown as { unlock: () => void }).unlock();
      db = await open();
      check(await present(db.engine), false);
      // In-flight commands stay unknown to their clients; what the new process shows is now the truth.
      void Promise.allSettled(pending);
      const ids = await present(db.engine);
      for (const [id, k] of known) {
        if (k.insert === 'unknown') k.insert = ids.has(id) ? 'acked' : 'failed';
        if (k.del === 'unknown') k.del = ids.has(id) ? 'failed' : 'acked';
      }
      continue;
    }
    await Promise.all(pending);
    faults.full = false;
    // No crash: every answer is known, and what this process reads is exactly the acked writes.
    check(await present(engine), true);
  }
  // Finally a clean restart agrees with the last process.
  const last = await present(db.engine);
  await db.journal.close();
  db = await open();
  check(await present(db.engine), true);
  expect(await present(db.engine)).toEqual(last);
  await db.journal.close();
}

describe.skipIf(embeddedOnly === 'skip')('durability property (embedded)', () => {
  it('after any mix of writes, short writes, failures and crashes, the documents are the acknowledged writes', async () => {
    await fc.assert(fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 12 }), runScenario), {
      numRuns: Number(process.env.PROPERTY_RUNS ?? 40),
    });
  }, 120_000);
});
