/**
 * Embedded database benchmark (npm run bench:db): mongoose at concurrency 50 against the embedded
 * server, in memory and durable, at 1k and 100k documents; plus memory use and recovery time.
 * Prints figures and checks them against the targets; it is not a test and never fails the build.
 *
 *   npm run bench:db                          server on this thread (as in-process use by default)
 *   npm run bench:db -- --worker              server in a worker thread (startEmbeddedDb({ worker: true }))
 *   npm run bench:db -- --both                both, one after the other
 *   npm run bench:db -- --baseline <file>     compare (default db/bench/baseline.json; flags >10% slower)
 *   npm run bench:db -- --save <file>         write this run's figures as a baseline
 *   BENCH_DOCS=1000000 npm run bench:db       instead: the size limit run (scale.bench.ts)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import mongoose, { type Model, Schema } from 'mongoose';
import { startEmbeddedDb } from '../src/index.ts';
import {
  loadLine,
  printLoop,
  printTable,
  type Row,
  readBaseline,
  saveBaseline,
  type Thread,
} from './report.ts';

const CONCURRENCY = 50;
const WINDOW_MS = Number(process.env.BENCH_WINDOW_MS ?? 1500);
const SIZES = [1_000, 100_000];
const { values: args } = parseArgs({
  options: {
    worker: { type: 'boolean', default: false },
    both: { type: 'boolean', default: false },
    baseline: { type: 'string', default: path.join(import.meta.dirname, 'baseline.json') },
    save: { type: 'string' },
    note: { type: 'string' },
  },
});
const THREADS: Thread[] = args.both ? ['main', 'worker'] : args.worker ? ['worker'] : ['main'];

const userSchema = new Schema({ email: { type: String, unique: true }, n: Number, name: String });

/** ops/s, and how long this thread's event loop was busy per operation (µs): what the database
 * costs the caller's loop, which a worker thread should take away. */
async function measure(fn: (i: number) => Promise<unknown>): Promise<{ rate: number; loopUs: number }> {
  let ops = 0;
  const end = performance.now() + WINDOW_MS;
  const start = performance.now();
  const elu = performance.eventLoopUtilization();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, w) => {
      for (let i = w; performance.now() < end; i += CONCURRENCY) {
        await fn(i);
        ops++;
      }
    }),
  );
  const busy = performance.eventLoopUtilization(elu).active;
  return {
    rate: Math.round((ops * 1000) / (performance.now() - start)),
    loopUs: Math.round((busy * 1000) / ops),
  };
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

/** One configuration; returns its data directory (durable) for the caller to reuse or remove. */
async function runConfig(thread: Thread, mode: 'memory' | 'durable', size: number, rows: Row[]) {
  // A lowercase name (mkdtemp's has capitals): the socket goes into the data directory, see socket-path.ts.
  const dataDir =
    mode === 'durable' ? path.join(os.tmpdir(), `edb-bench-${process.pid}-${thread}-${size}`) : undefined;
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const db = await startEmbeddedDb({ dataDir, worker: thread === 'worker' });
  const conn = await mongoose.createConnection(`${db.uri}bench`, { maxPoolSize: CONCURRENCY }).asPromise();
  const User = conn.model('User', userSchema);
  await User.init();
  await seed(User, size);
  const ids = (await User.find({}, { _id: 1 }).limit(10_000).lean()).map((d) => d._id);
  const pick = (i: number) => ids[(i * 7919) % ids.length];
  if (!warmedUp || thread === 'worker') {
    // JIT warm-up, unmeasured: otherwise the first configuration measures the compiler. Each
    // worker is a fresh V8 isolate whose server code starts cold again.
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
    { thread, mode, size, op: 'findOneAndUpdate by _id', opsPerSec: byId.rate, loopUs: byId.loopUs },
    { thread, mode, size, op: 'find by unique field', opsPerSec: byEmail.rate, loopUs: byEmail.loopUs },
    { thread, mode, size, op: 'insert', opsPerSec: inserts.rate, loopUs: inserts.loopUs },
  );
  if (size === 100_000 && mode === 'memory') {
    const m = process.memoryUsage();
    // heapUsed is this thread's heap only: with a worker, rss is the figure that counts the database.
    console.log(
      `memory with ${size.toLocaleString()} docs in memory (${thread} thread): rss ${(m.rss / 2 ** 20).toFixed(0)} MiB, heapUsed ${(m.heapUsed / 2 ** 20).toFixed(0)} MiB`,
    );
  }
  await conn.close();
  await db.stop();
  return dataDir;
}

async function recovery(dataDir: string, thread: Thread): Promise<{ ms: number; count: number }> {
  const t0 = performance.now();
  const db = await startEmbeddedDb({ dataDir, worker: thread === 'worker' });
  const ms = performance.now() - t0;
  const conn = await mongoose.createConnection(`${db.uri}bench`).asPromise();
  const count = await conn.collection('users').countDocuments();
  await conn.close();
  await db.stop();
  return { ms, count };
}

if (process.env.BENCH_DOCS) {
  const { scaleBench } = await import('./scale.bench.ts');
  await scaleBench();
  process.exit(0);
}

const started = performance.now();
console.log(`bench:db at start: ${loadLine()}`);
const rows: Row[] = [];
const durableDirs = new Map<Thread, string | undefined>();
// Threads alternate per configuration so that both see the same moment of a shared machine's load.
for (const mode of ['memory', 'durable'] as const) {
  for (const size of SIZES) {
    for (const thread of THREADS) {
      const dir = await runConfig(thread, mode, size, rows);
      if (dir && size === 100_000) durableDirs.set(thread, dir);
      else if (dir) fs.rmSync(dir, { recursive: true, force: true });
    }
  }
}

console.log(`\nmongoose, concurrency ${CONCURRENCY}, ${WINDOW_MS} ms per measurement; ${loadLine()}`);
printTable(rows, readBaseline(args.baseline));
printLoop(rows);
if (args.save) saveBaseline(args.save, rows, args.note);

const rate = (thread: Thread, mode: string, size: number, op: string) =>
  rows.find((r) => r.thread === thread && r.mode === mode && r.size === size && r.op === op)?.opsPerSec ?? 0;
const check = (label: string, ok: boolean, detail: string) =>
  console.log(`${ok ? 'PASS' : 'MISS'}  ${label}: ${detail}`);

console.log('\ntargets');
for (const thread of THREADS) {
  const t = THREADS.length > 1 ? `${thread} thread, ` : '';
  for (const mode of ['memory', 'durable']) {
    const a = rate(thread, mode, 1_000, 'find by unique field');
    const b = rate(thread, mode, 100_000, 'find by unique field');
    check(
      `indexed lookup at 100k >= 80% of 1k (${t}${mode})`,
      b >= 0.8 * a,
      `${b} vs ${a} ops/s (${Math.round((100 * b) / a)}%)`,
    );
  }
  for (const op of ['insert', 'findOneAndUpdate by _id']) {
    for (const size of SIZES) {
      const m = rate(thread, 'memory', size, op);
      const d = rate(thread, 'durable', size, op);
      check(
        `durable ${op} >= 50% of in-memory (${t}${size})`,
        d >= 0.5 * m,
        `${d} vs ${m} ops/s (${Math.round((100 * d) / m)}%)`,
      );
    }
  }
  const durableDir = durableDirs.get(thread);
  if (durableDir) {
    const r = await recovery(durableDir, thread);
    check(
      `recovery of 100k documents < 3 s (${thread} thread${thread === 'worker' ? ', includes starting the worker' : ''})`,
      r.ms < 3000,
      `${Math.round(r.ms)} ms for ${r.count.toLocaleString()} documents`,
    );
    fs.rmSync(durableDir, { recursive: true, force: true });
  }
}
console.log(`\ntotal bench time ${((performance.now() - started) / 1000).toFixed(1)} s; ${loadLine()}`);
process.exit(0);
