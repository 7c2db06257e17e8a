/**
 * npm run soak — a mixed read/write load (each connection cycles through: user by cookie, user by tma,
 * tasks, can-claim, a claim (each user may claim once a minute here, so claims keep succeeding), a video
 * watch (a money transaction)) for SOAK_SECONDS (600) at concurrency 50 against the bench server (see
 * bench-server.ts). Prints errors (target 0), each route's p50/p99 every 10 s and the spread of its p99
 * over the run, and the server's RSS at start, after warm-up and at the end (target:
 * growth under 10% after warm-up). RSS also counts heap V8 has not yet given back, so each reading
 * also shows what is RETAINED: the API's and the database worker's heaps right after a full garbage
 * collection. Money writes store documents, and the embedded database keeps them in heap, so the run
 * also counts the documents stored and fails when the API's heap grows 10% after warm-up or the
 * database's heap grows by more than 4 KiB per stored document (a leak, not data).
 */
import { readFileSync } from 'node:fs';
import { fmt, serverErrors, startBenchServer } from './harness.ts';
import { driveRoutes, type Route } from './route-load.ts';
import { userRoutes } from './user-routes.ts';

const seconds = Number(process.env.SOAK_SECONDS ?? 600);
const connections = Number(process.env.SOAK_CONNECTIONS ?? 50);
const slice = 10;

const server = await startBenchServer({
  BENCH_PORT: process.env.SOAK_PORT ?? '3310',
  REWARD_INTERVAL_MINUTES: '1',
});
const rss = () => {
  const status = readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};
const { base, pick, cookie, claim, watch } = userRoutes(server);
const routes: Route[] = [
  { name: 'GET /api/user (cookie)', method: 'GET', path: '/api/user', headers: cookie },
  {
    name: 'GET /api/user (tma)',
    method: 'GET',
    path: '/api/user',
    headers: (n: number) => ({ authorization: pick(server.tma, n) }),
  },
  { name: 'GET /api/tasks', method: 'GET', path: '/api/tasks', headers: cookie },
  { name: 'GET /api/rewards/can-claim', method: 'GET', path: '/api/rewards/can-claim', headers: cookie },
  claim,
  watch,
];
const p99s = new Map<string, number[]>(routes.map((r) => [r.name, []]));
try {
  const start = rss();
  let errors = 0;
  let fivexx = 0;
  let warm = 0;
  let warmRetained = 0;
  let warmGc = 0;
  let warmApi = 0;
  let warmDb = 0;
  let warmDocuments = 0;
  const mib = (bytes: number) => bytes / 1048576;
  const retained = async () => {
    const m = await server.memoryAfterGc();
    return { rss: mib(m.rss), api: mib(m.heapUsed), db: mib(m.dbHeapUsed ?? 0), documents: m.documents };
  };
  const first = await retained();
  console.log(
    `soak: ${seconds} s, concurrency ${connections}, RSS at start ${fmt(start, 1)} MiB, heaps after a full GC: API ${fmt(first.api, 1)} MiB, database ${fmt(first.db, 1)} MiB`,
  );
  console.log(
    '| t (s) | route | req/s | p50 ms | p99 ms | errors | RSS MiB | after a full GC: RSS | API heap | DB heap |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (let t = 0, i = 0; t < seconds; t += slice, i++) {
    const length = Math.min(slice, seconds - t);
    const r = await driveRoutes(base, routes, length, connections);
    const now = rss();
    const kept = await retained();
    if (i === 0) {
      warm = now;
      warmGc = kept.rss;
      warmRetained = kept.api + kept.db;
      warmApi = kept.api;
      warmDb = kept.db;
      warmDocuments = kept.documents;
    }
    const memory = `${fmt(now, 1)} | ${fmt(kept.rss, 1)} | ${fmt(kept.api, 1)} | ${fmt(kept.db, 1)}`;
    for (const [name, f] of Object.entries(r.routes)) {
      const failed = f.errors + serverErrors(f.status);
      errors += f.errors;
      fivexx += serverErrors(f.status);
      // The first slice is the warm-up (JIT, pools, each user's first watch): not part of the spread.
      if (i > 0) p99s.get(name)?.push(f.p99);
      console.log(
        `| ${t + length} | ${name} | ${fmt(f.requests / length)} | ${f.p50} | ${f.p99} | ${failed} | ${memory} |`,
      );
    }
  }
  for (const [name, xs] of p99s) {
    const sorted = [...xs].sort((a, b) => a - b);
    if (sorted.length === 0) continue;
    const mid = sorted[Math.floor(sorted.length / 2)];
    console.log(
      `soak: ${name} p99 over the run after warm-up: min ${sorted[0]}, median ${mid}, max ${sorted.at(-1)} ms`,
    );
  }
  // Let the process settle (idle GC) before the last reading.
  await new Promise((r) => setTimeout(r, 3000));
  const end = rss();
  const growth = (end - warm) / warm;
  const last = await retained();
  const gcGrowth = (last.rss - warmGc) / warmGc;
  const retainedGrowth = (last.api + last.db - warmRetained) / warmRetained;
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  const verdict = (x: number) => (x < 0.1 ? 'met' : 'missed');
  console.log(`soak: errors ${errors + fivexx} (target 0)`);
  console.log(
    `soak: RSS sampled: start ${fmt(start, 1)} MiB, after warm-up ${fmt(warm, 1)}, end ${fmt(end, 1)}: ${pct(growth)} after warm-up`,
  );
  console.log(
    `soak: RSS after a full GC: after warm-up ${fmt(warmGc, 1)} MiB, end ${fmt(last.rss, 1)}: ${pct(gcGrowth)} (target < 10%: ${verdict(gcGrowth)})`,
  );
  console.log(
    `soak: heaps retained after a full GC (API + database): ${fmt(warmRetained, 1)} -> ${fmt(last.api + last.db, 1)} MiB: ${pct(retainedGrowth)} (a leak grows here; target < 10%: ${verdict(retainedGrowth)})`,
  );
  // A write load stores data, and the embedded database keeps its data in heap: what the run wrote is
  // not a leak. The API's own heap must stay flat, and the database's growth per document it stored
  // must stay near a document's size with its indexes (bench:size-queries measures 1.2-1.6 KiB per
  // ledger entry); a leak (say, transaction versions never swept) would add to every request instead.
  const apiGrowth = (last.api - warmApi) / warmApi;
  const added = last.documents - warmDocuments;
  const perDocument = added > 0 ? ((last.db - warmDb) * 1048576) / added : 0;
  const perDocumentLimit = 4096;
  console.log(
    `soak: documents stored during the run: ${warmDocuments} -> ${last.documents} (+${added}); database heap ${fmt(warmDb, 1)} -> ${fmt(last.db, 1)} MiB: ${fmt(perDocument, 0)} B per stored document (target < ${perDocumentLimit}: ${perDocument < perDocumentLimit ? 'met' : 'missed'})`,
  );
  console.log(
    `soak: API heap after a full GC: ${fmt(warmApi, 1)} -> ${fmt(last.api, 1)} MiB: ${pct(apiGrowth)} (target < 10%: ${verdict(apiGrowth)})`,
  );
  const leak = apiGrowth >= 0.1 || perDocument >= perDocumentLimit;
  // Without stored data (a read-only run) the whole-process figures are the target, as before.
  const flat = added > 0 ? !leak : gcGrowth < 0.1 && retainedGrowth < 0.1;
  if (errors + fivexx > 0 || !flat) process.exitCode = 1;
} finally {
  await server.stop();
}
