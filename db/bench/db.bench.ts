/**
 * Embedded database benchmark (npm run bench:db): mongoose at concurrency 50 against the embedded
 * server, in memory and durable, at 1k and 100k documents; plus memory use and recovery time.
 * Prints figures and checks them against the targets; it is not a test and never fails the build.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose, { type Model, Schema } from 'mongoose';
import { startEmbeddedDb } from '../src/index.ts';

const CONCURRENCY = 50;
const WINDOW_MS = Number(process.env.BENCH_WINDOW_MS ?? 1500);
const SIZES = [1_000, 100_000];

interface Row {
  mode: 'memory' | 'durable';
  size: number;
  op: string;
  opsPerSec: number;
}

const userSchema = new Schema({ email: { type: String, unique: true }, n: Number, name: String });

async function measure(fn: (i: number) => Promise<unknown>): Promise<number> {
  let ops = 0;
  const end = performance.now() + WINDOW_MS;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, w) => {
      for (let i = w; performance.now() < end; i += CONCURRENCY) {
        await fn(i);
        ops++;
      }
    }),
  );
  return Math.round((ops * 1000) / (performance.now() - start));
}

async function seed(
  User: Model<{ email?: string | null; n?: number | null; name?: string | null }>,
  size: number,
) {
  for (let i = 0; i < size; i += 5000) {
    const batch = Array.from({ length: Math.min(5000, size - i) }, (_, j) => ({
      _id: new mongoose.Types.ObjectId(),
      email: `user${i + j}@example.com`,
      n: 0,
      name: `User ${i + j}`,
    }));
    await User.collection.insertMany(batch, { ordered: false });
  }
}

let warmedUp = false;

async function runMode(mode: 'memory' | 'durable', rows: Row[]): Promise<string | undefined> {
  let lastDir: string | undefined;
  for (const size of SIZES) {
    const dataDir = mode === 'durable' ? fs.mkdtempSync(path.join(os.tmpdir(), 'edb-bench-')) : undefined;
    const db = await startEmbeddedDb({ dataDir });
    const conn = await mongoose.createConnection(`${db.uri}bench`, { maxPoolSize: CONCURRENCY }).asPromise();
    const User = conn.model('User', userSchema);
    await User.init();
    await seed(User, size);
    const ids = (await User.find({}, { _id: 1 }).limit(10_000).lean()).map((d) => d._id);
    const pick = (i: number) => ids[(i * 7919) % ids.length];
    if (!warmedUp) {
      // JIT warm-up, unmeasured: otherwise the first configuration measures the compiler.
      warmedUp = true;
      await measure((i) => User.findOneAndUpdate({ _id: pick(i) }, { $inc: { n: 1 } }).lean());
      await measure((i) => User.findOne({ email: `user${(i * 7919) % size}@example.com` }).lean());
      await measure((i) => User.create({ email: `warm${i}@example.com`, n: 0, name: 'x' }));
    }
    const byId = await measure((i) =>
      User.findOneAndUpdate({ _id: pick(i) }, { $inc: { n: 1 } }, { returnDocument: 'after' }).lean(),
    );
    const byEmail = await measure((i) =>
      User.findOne({ email: `user${(i * 7919) % size}@example.com` }).lean(),
    );
    const inserts = await measure((i) =>
      User.create({ email: `new${i}-${size}@example.com`, n: 0, name: 'x' }),
    );
    rows.push(
      { mode, size, op: 'findOneAndUpdate by _id', opsPerSec: byId },
      { mode, size, op: 'find by unique field', opsPerSec: byEmail },
      { mode, size, op: 'insert', opsPerSec: inserts },
    );
    if (size === 100_000 && mode === 'memory') {
      const m = process.memoryUsage();
      console.log(
        `memory with ${size.toLocaleString()} docs in memory: rss ${(m.rss / 2 ** 20).toFixed(0)} MiB, heapUsed ${(m.heapUsed / 2 ** 20).toFixed(0)} MiB`,
      );
    }
    await conn.close();
    await db.stop();
    if (dataDir) {
      if (lastDir) fs.rmSync(lastDir, { recursive: true, force: true });
      lastDir = dataDir;
    }
  }
  return lastDir;
}

async function recovery(dataDir: string): Promise<{ ms: number; count: number }> {
  const t0 = performance.now();
  const db = await startEmbeddedDb({ dataDir });
  const ms = performance.now() - t0;
  const conn = await mongoose.createConnection(`${db.uri}bench`).asPromise();
  const count = await conn.collection('users').countDocuments();
  await conn.close();
  await db.stop();
  return { ms, count };
}

const started = performance.now();
const rows: Row[] = [];
await runMode('memory', rows);
const durableDir = await runMode('durable', rows);

console.log(`\nmongoose, concurrency ${CONCURRENCY}, ${WINDOW_MS} ms per measurement`);
console.log('mode     docs     operation                   ops/s');
for (const r of rows)
  console.log(
    `${r.mode.padEnd(8)} ${String(r.size).padEnd(8)} ${r.op.padEnd(27)} ${String(r.opsPerSec).padStart(7)}`,
  );

const rate = (mode: string, size: number, op: string) =>
  rows.find((r) => r.mode === mode && r.size === size && r.op === op)?.opsPerSec ?? 0;
const check = (label: string, ok: boolean, detail: string) =>
  console.log(`${ok ? 'PASS' : 'MISS'}  ${label}: ${detail}`);

console.log('\ntargets');
for (const mode of ['memory', 'durable']) {
  const a = rate(mode, 1_000, 'find by unique field');
  const b = rate(mode, 100_000, 'find by unique field');
  check(
    `indexed lookup at 100k >= 80% of 1k (${mode})`,
    b >= 0.8 * a,
    `${b} vs ${a} ops/s (${Math.round((100 * b) / a)}%)`,
  );
}
for (const op of ['insert', 'findOneAndUpdate by _id']) {
  for (const size of SIZES) {
    const m = rate('memory', size, op);
    const d = rate('durable', size, op);
    check(
      `durable ${op} >= 50% of in-memory (${size})`,
      d >= 0.5 * m,
      `${d} vs ${m} ops/s (${Math.round((100 * d) / m)}%)`,
    );
  }
}
if (durableDir) {
  const r = await recovery(durableDir);
  check(
    'recovery of 100k documents < 3 s',
    r.ms < 3000,
    `${Math.round(r.ms)} ms for ${r.count.toLocaleString()} documents`,
  );
  fs.rmSync(durableDir, { recursive: true, force: true });
}
console.log(`\ntotal bench time ${((performance.now() - started) / 1000).toFixed(1)} s`);
process.exit(0);
