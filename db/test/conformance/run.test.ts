import fs from 'node:fs';
import path from 'node:path';
import { type Document, EJSON } from 'bson';
import type { ClientSession, Collection, Db } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDbName, startTarget, type Target } from '../helpers.ts';
import { mismatch, show } from './match.ts';

/** One runner for every scenario file in this folder (format: README.md). */
interface Step {
  op?: string;
  args?: unknown[];
  command?: Document;
  collection?: string;
  result?: unknown;
  error?: Document;
  save?: string;
}
interface Test extends Step {
  name: string;
  steps?: Step[];
  transaction?: 'commit' | 'abort';
  documents?: Document[];
  skipReason?: string;
}
interface Scenario {
  description: string;
  source?: string;
  collection?: string;
  documents?: Document[];
  indexes?: Document[];
  tests: Test[];
}

const DIR = import.meta.dirname;
const files = fs
  .readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .sort();
const CURSOR_OPS = new Set(['find', 'aggregate', 'listIndexes']);

let target: Target;
beforeAll(async () => {
  target = await startTarget();
});
afterAll(async () => {
  await target?.stop();
});

/** "$$saved.<name>.<path>" strings in a command are replaced by what an earlier step saved. */
function resolve(value: unknown, saved: Map<string, unknown>): unknown {
  if (typeof value === 'string' && value.startsWith('$$saved.')) {
    const [name, ...rest] = value.slice(8).split('.');
    let v = saved.get(name ?? '');
    for (const k of rest) v = (v as Record<string, unknown> | undefined)?.[k];
    return v;
  }
  if (Array.isArray(value)) return value.map((v) => resolve(v, saved));
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v, saved)]));
  return value;
}

async function runStep(
  db: Db,
  coll: Collection,
  step: Step,
  session: ClientSession | undefined,
  saved: Map<string, unknown>,
) {
  const c = step.collection ? db.collection(step.collection) : coll;
  if (step.command) {
    // Longs stay Longs so a cursor id can be handed to getMore as MongoDB requires.
    return db.command(resolve(step.command, saved) as Document, { session, promoteLongs: false });
  }
  const op = step.op ?? '';
  const args = (resolve(step.args ?? [], saved) as unknown[]).slice();
  const method = (c as unknown as Record<string, (...a: unknown[]) => unknown>)[op];
  if (typeof method !== 'function') throw new Error(`unknown driver call ${op}`);
  if (session) {
    // The session goes into the options argument (the last one each call accepts).
    const optIndex = {
      insertOne: 1,
      insertMany: 1,
      updateOne: 2,
      updateMany: 2,
      replaceOne: 2,
      deleteOne: 1,
      deleteMany: 1,
      findOneAndUpdate: 2,
      findOneAndReplace: 2,
      findOneAndDelete: 1,
      find: 1,
      findOne: 1,
      aggregate: 1,
      countDocuments: 1,
      distinct: 2,
      bulkWrite: 1,
    }[op];
    if (optIndex !== undefined)
      args[optIndex] = { ...((args[optIndex] as Document | undefined) ?? {}), session };
  }
  const out = method.apply(c, args);
  if (CURSOR_OPS.has(op)) return (out as { toArray(): Promise<unknown[]> }).toArray();
  return out;
}

async function check(step: Step, run: () => Promise<unknown>, saved: Map<string, unknown>) {
  let result: unknown;
  let error: unknown;
  try {
    result = await run();
  } catch (e) {
    error = e;
  }
  if (step.error) {
    expect(error, `expected error ${show(step.error)}, got result ${show(result)}`).toBeDefined();
    const e = error as Document;
    const { messageContains, ...fields } = step.error;
    const m = mismatch(
      fields,
      { ...e, code: e.code, codeName: e.codeName, errorLabels: e.errorLabels },
      false,
    );
    expect(m, `error ${String(e.message)}`).toBeNull();
    if (messageContains) expect(String(e.message)).toContain(messageContains);
    return;
  }
  if (error) throw error;
  if (step.save) saved.set(step.save, result);
  if (step.result !== undefined) expect(mismatch(step.result, result, false)).toBeNull();
}

// Parsed again for each test: documents keep their bson classes and no test sees another's mutations.
const load = (file: string) =>
  EJSON.parse(fs.readFileSync(path.join(DIR, file), 'utf8'), { relaxed: true }) as Scenario;

for (const file of files) {
  const outline = load(file);
  describe(`${file}: ${outline.description}`, () => {
    outline.tests.forEach((t, i) => {
      it.skipIf(Boolean(t.skipReason))(t.name, async () => {
        const scenario = load(file);
        const test = scenario.tests[i] as Test;
        const db = target.client.db(freshDbName(path.basename(file, '.json').slice(0, 20)));
        const coll = db.collection(scenario.collection ?? 'coll');
        await db.createCollection(coll.collectionName);
        for (const ix of scenario.indexes ?? []) {
          const { key, ...options } = ix;
          await coll.createIndex(key, options);
        }
        if (scenario.documents?.length) await coll.insertMany(scenario.documents);
        const steps = test.steps ?? [test];
        const saved = new Map<string, unknown>();
        const session = test.transaction ? target.client.startSession() : undefined;
        try {
          session?.startTransaction();
          for (const step of steps) await check(step, () => runStep(db, coll, step, session, saved), saved);
          if (test.transaction === 'commit') await session?.commitTransaction();
          if (test.transaction === 'abort') await session?.abortTransaction();
        } finally {
          await session?.endSession();
        }
        if (test.documents) {
          const docs = await coll.find({}).sort({ _id: 1 }).toArray();
          expect(mismatch(test.documents, docs, true)).toBeNull();
        }
        await db.dropDatabase();
      });
    });
  });
}
