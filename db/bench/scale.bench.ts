/**
 * The embedded database's size limit (`BENCH_DOCS=1000000 npm run bench:db`): a durable server in a
 * child process is filled with ledger-sized documents (the app's `ledger` collection and its three
 * indexes) up to BENCH_DOCS. Prints the server's RSS, the size of its files, the hot ledger queries
 * at 1k and at BENCH_DOCS documents, the time to fill, and the recovery time after SIGKILL.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Collection, type Document, MongoClient, ObjectId } from 'mongodb';
import { loadLine } from './report.ts';

const TOTAL = Number(process.env.BENCH_DOCS);
const WINDOW_MS = Number(process.env.BENCH_WINDOW_MS ?? 1500);
const CONCURRENCY = 50;
const USERS = 10_000;
const BATCH = 10_000;
const fixture = path.join(import.meta.dirname, '..', 'test', 'fixtures', 'durable-server.ts');
const users = Array.from({ length: USERS }, () => new ObjectId());
const kinds = ['reward', 'task', 'referral', 'purchase', 'game'];

/** A durable server in a child process; resolves once it accepts connections. */
function server(dir: string): Promise<{ child: ChildProcess; uri: string; ms: number }> {
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', fixture, dir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (d) => {
      out += String(d);
      const m = /READY (\S+)/.exec(out);
      if (m?.[1]) resolve({ child, uri: m[1], ms: performance.now() - t0 });
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code})`)));
  });
}

const rssMiB = (pid: number) => {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return Math.round(kb / 1024);
};
const fileMiB = (dir: string) =>
  ['journal.log', 'snapshot.bson']
    .map((f) => {
      const p = path.join(dir, f);
      return `${f} ${fs.existsSync(p) ? (fs.statSync(p).size / 2 ** 20).toFixed(1) : 0} MiB`;
    })
    .join(', ');

/** One ledger entry as the app writes it (see api/src/models/ledger-entry.ts). */
const entry = (i: number): Document => ({
  _id: new ObjectId(),
  userId: users[i % USERS],
  amount: 1000 + (i % 97),
  kind: kinds[i % kinds.length],
  key: `reward:${i}`,
  description: 'Hourly reward',
  meta: { streak: i % 7 },
  balanceAfter: i * 3,
  createdAt: new Date(1_700_000_000_000 + i * 1000),
});

async function fill(ledger: Collection, from: number, to: number): Promise<void> {
  for (let i = from; i < to; i += BATCH)
    await ledger.insertMany(
      Array.from({ length: Math.min(BATCH, to - i) }, (_, j) => entry(i + j)),
      { ordered: false },
    );
}

async function rate(fn: (i: number) => Promise<unknown>): Promise<number> {
  let ops = 0;
  const start = performance.now();
  const end = start + WINDOW_MS;
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

/** The ledger's hot queries: a user's latest page, one kind's latest, the idempotency-key lookup, an append. */
let appended = 0;

async function hot(ledger: Collection, size: number): Promise<Record<string, number>> {
  return {
    'latest 20 of a user': await rate((i) =>
      ledger
        .find({ userId: users[(i * 7919) % USERS] })
        .sort({ _id: -1 })
        .limit(20)
        .toArray(),
    ),
    'latest 20 of a user and kind': await rate((i) =>
      ledger
        .find({ userId: users[(i * 7919) % USERS], kind: 'reward' })
        .sort({ createdAt: -1 })
        .limit(20)
        .toArray(),
    ),
    'by idempotency key': await rate((i) => ledger.findOne({ key: `reward:${(i * 7919) % size}` })),
    'append (insert)': await rate(() => ledger.insertOne({ ...entry(size), key: `hot:${appended++}` })),
  };
}

export async function scaleBench(): Promise<void> {
  const dir = path.join(os.tmpdir(), `edb-scale-${process.pid}`);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  console.log(`bench:db scale run to ${TOTAL.toLocaleString()} ledger documents; ${loadLine()}`);
  let s: Awaited<ReturnType<typeof server>> | undefined;
  try {
    s = await server(dir);
    let client = await MongoClient.connect(s.uri, { maxPoolSize: CONCURRENCY });
    let ledger = client.db('bench').collection('ledger');
    await ledger.createIndex({ key: 1 }, { unique: true });
    await ledger.createIndex({ userId: 1, _id: -1 });
    await ledger.createIndex({ userId: 1, kind: 1, createdAt: -1 });
    console.log(`empty data directory: ${Math.round(s.ms)} ms from spawn to accepting connections`);
    await fill(ledger, 0, 1000);
    await hot(ledger, 1000); // JIT warm-up of client and server, unmeasured
    const small = await hot(ledger, 1000);
    console.log(`at 1k: server rss ${rssMiB(s.child.pid as number)} MiB`);
    const t0 = performance.now();
    await fill(ledger, 1000, TOTAL);
    const fillS = (performance.now() - t0) / 1000;
    console.log(
      `filled to ${TOTAL.toLocaleString()} in ${fillS.toFixed(0)} s (${Math.round((TOTAL - 1000) / fillS)} docs/s, batches of ${BATCH}); ${loadLine()}`,
    );
    const big = await hot(ledger, TOTAL);
    const count = await ledger.estimatedDocumentCount();
    console.log(
      `at ${TOTAL.toLocaleString()}: server rss ${rssMiB(s.child.pid as number)} MiB; ${fileMiB(dir)}`,
    );
    console.log(
      `\n| query | 1k ops/s | ${TOTAL.toLocaleString()} ops/s | ratio |\n| --- | --- | --- | --- |`,
    );
    for (const q of Object.keys(small))
      console.log(`| ${q} | ${small[q]} | ${big[q]} | ${((big[q] ?? 0) / (small[q] ?? 1)).toFixed(2)} |`);
    // kill -9 with everything acknowledged, then time a fresh server's start (snapshot + journal replay).
    await client.close(true);
    const killed = s.child;
    const exited = new Promise((r) => killed.once('exit', r));
    killed.kill('SIGKILL');
    await exited;
    s = await server(dir);
    client = await MongoClient.connect(s.uri);
    ledger = client.db('bench').collection('ledger');
    const after = await ledger.estimatedDocumentCount();
    console.log(
      `\nrecovery after SIGKILL: ${Math.round(s.ms)} ms to accept connections (process start included), ${after.toLocaleString()} of ${count.toLocaleString()} documents; rss ${rssMiB(s.child.pid as number)} MiB`,
    );
    await client.close();
  } finally {
    s?.child.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
    console.log(`${loadLine()}`);
  }
}
