/**
 * npm run bench:size — issue 25's "flat at size": the hot reads at 1,000 users / 10,000 ledger entries
 * and again at 100,000 users / 1,000,000 entries (the same bench server, seeded by
 * tests/bench/seed-history.ts), each route alone in a closed loop, then the ratio large/small of each
 * route's median p50, p99 and requests per second over several alternating rounds. Target: every hot
 * read within 1.3x of its small figure; the last line gives the verdict.
 * Env: SIZE_SMALL (1000:10000), SIZE_LARGE (100000:1000000) as users:entries, SIZE_SECONDS (5 per
 * round), SIZE_ROUNDS (5), SIZE_CONNECTIONS (10), SIZE_PORT (3340; the large set on SIZE_PORT + 2).
 */
import { type BenchServer, startBenchServer } from './harness.ts';
import { driveRoutes, quantile, type Route, type RouteFigures } from './route-load.ts';

const seconds = Number(process.env.SIZE_SECONDS ?? 5);
const roundCount = Number(process.env.SIZE_ROUNDS ?? 5);
const connections = Number(process.env.SIZE_CONNECTIONS ?? 10);
const sizes = [process.env.SIZE_SMALL ?? '1000:10000', process.env.SIZE_LARGE ?? '100000:1000000'].map(
  (s) => {
    const [users, entries] = s.split(':').map(Number);
    return { users: users as number, entries: entries as number };
  },
);

/** A prefix that matches 111 users of 1,000 and 11,111 of 100,000: its pages differ in size. */
const notLikeForLike = new Set(['GET /api/admin/users?search']);

function hotReads(server: BenchServer): Route[] {
  const pick = <T>(list: T[], n: number) => list[n % list.length] as T;
  const user = (n: number) => ({ cookie: pick(server.cookies, n) });
  const admin = () => ({ cookie: server.adminCookie });
  const get = (name: string, path: (n: number) => string, headers = user): Route => ({
    name,
    method: 'GET',
    path,
    headers,
  });
  return [
    get('GET /api/user', () => '/api/user'),
    get('GET /api/tasks', () => '/api/tasks'),
    get('GET /api/activity (first page)', () => '/api/activity'),
    get('GET /api/activity (deep page)', (n) => `/api/activity?cursor=${pick(server.deepCursors, n)}`),
    get('GET /api/referral/list', () => '/api/referral/list'),
    get('GET /api/leaderboard weekly', () => '/api/leaderboard?period=weekly'),
    get('GET /api/leaderboard all-time', () => '/api/leaderboard?period=all-time'),
    get('GET /api/admin/stats', () => '/api/admin/stats', admin),
    get('GET /api/admin/users?search', (n) => `/api/admin/users?search=bench_${(n * 37) % 1000}`, admin),
    // A term that matches one user in both sets (a Telegram id): the prefix above matches 111 users
    // of 100,000 but one of 1,000, so its pages differ in size, not only the data set.
    get(
      'GET /api/admin/users?search (one match)',
      (n) => `/api/admin/users?search=${7_000_000_000 + ((n * 37) % 1000)}`,
      admin,
    ),
  ];
}

// Both data sets are served at once and each route is measured on them in turn, SIZE_ROUNDS times, in
// the order small-large, large-small, small-large, ... so that a change in the machine's load, or a
// collection that happens to fall into one slice, falls on both sets alike. A p99 of one 5-second slice
// swings by a third from slice to slice on this 2-core machine (docs/benchmarks.md): each figure below
// is the median over the rounds, and the spread (lowest–highest) is printed beside it.
/** One route's slice on one set, with the server's CPU time per request (all its threads): the work a
 * read costs, which the machine's other load changes far less than it changes latency. */
type Round = RouteFigures & { cpu: number; dbCpu: number | null };
const rounds: Record<string, Round[]>[] = sizes.map(() => ({}));
const servers: BenchServer[] = [];
try {
  for (const [i, size] of sizes.entries()) {
    const t0 = performance.now();
    servers.push(
      await startBenchServer({
        BENCH_PORT: String(Number(process.env.SIZE_PORT ?? 3340) + i * 2),
        BENCH_USERS: String(size.users),
        BENCH_LEDGER: String(size.entries),
        BENCH_ACTIVE: '100',
        BENCH_CLAIMERS: '0',
        BENCH_START_SECONDS: '1800',
      }),
    );
    console.log(
      `${size.users.toLocaleString('en')} users / ${size.entries.toLocaleString('en')} ledger entries: seeded and started in ${Math.round((performance.now() - t0) / 1000)} s`,
    );
  }
  const routes = servers.map(hotReads);
  const drive = (i: number, r: number, s: number) =>
    driveRoutes(
      `http://127.0.0.1:${(servers[i] as BenchServer).port}`,
      [(routes[i] as Route[])[r] as Route],
      s,
      connections,
    );
  for (const [r, route] of (routes[0] as Route[]).entries()) {
    for (const i of servers.keys()) await drive(i, r, 2);
    for (let round = 0; round < roundCount; round++) {
      const order = round % 2 === 0 ? [...servers.keys()] : [...servers.keys()].reverse();
      for (const i of order) {
        const server = servers[i] as BenchServer;
        const cpu0 = server.cpuMs();
        const db0 = server.dbCpuMs();
        const f = (await drive(i, r, seconds)).routes[route.name] as RouteFigures;
        const cpu = (server.cpuMs() - cpu0) / f.requests;
        const db1 = server.dbCpuMs();
        const dbCpu = db0 === null || db1 === null ? null : (db1 - db0) / f.requests;
        if (Object.keys(f.status).some((k) => k !== '200'))
          console.log(`  ${route.name} on set ${i + 1}: statuses ${JSON.stringify(f.status)}`);
        const set = rounds[i] as Record<string, Round[]>;
        set[route.name] = [...(set[route.name] ?? []), { ...f, cpu, dbCpu }];
      }
    }
    const [s, l] = rounds.map((set) => summary(set[route.name] as Round[])) as [Summary, Summary];
    console.log(
      `  ${route.name}: p99 ${s.p99} → ${l.p99} ms (${(l.p99 / s.p99).toFixed(2)}), CPU ${s.cpu.toFixed(2)} → ${l.cpu.toFixed(2)} ms per request (${(l.cpu / s.cpu).toFixed(2)})${dbPart(s, l)}`,
    );
  }
  for (const [i, server] of servers.entries()) {
    const mem = await server.memoryAfterGc();
    console.log(
      `set ${i + 1} memory after GC: RSS ${Math.round(mem.rss / 2 ** 20)} MiB, database heap ${mem.dbHeapUsed == null ? '-' : Math.round(mem.dbHeapUsed / 2 ** 20)} MiB`,
    );
  }
} finally {
  for (const server of servers) await server.stop();
}

/** The database thread's share of the CPU per request, when it could be told apart. */
function dbPart(s: Summary, l: Summary): string {
  if (s.dbCpu === null || l.dbCpu === null) return '';
  return `, of which the database thread ${s.dbCpu.toFixed(2)} → ${l.dbCpu.toFixed(2)} (${(l.dbCpu / s.dbCpu).toFixed(2)})`;
}

interface Summary {
  p50: number;
  p99: number;
  p99Low: number;
  p99High: number;
  rps: number;
  cpu: number;
  /** Of `cpu`, the database worker thread's (null when it cannot be told apart). */
  dbCpu: number | null;
}

/** The middle value (of an even count, the lower middle one). */
function median(values: number[]): number {
  return quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
}

function summary(list: Round[]): Summary {
  const p99s = list.map((f) => f.p99);
  return {
    p50: median(list.map((f) => f.p50)),
    p99: median(p99s),
    p99Low: Math.min(...p99s),
    p99High: Math.max(...p99s),
    rps: median(list.map((f) => f.requests / seconds)),
    cpu: median(list.map((f) => f.cpu)),
    dbCpu: list.every((f) => f.dbCpu !== null) ? median(list.map((f) => f.dbCpu as number)) : null,
  };
}

const [small, large] = rounds as [Record<string, Round[]>, Record<string, Round[]>];
console.log(
  `\nbench:size — concurrency ${connections}, ${roundCount} rounds of ${seconds} s per route and set, alternating; medians over the rounds (p99 lowest–highest in brackets); ratio = large / small (target <= 1.3 for latency, >= 0.77 for req/s)`,
);
console.log(
  '| route | p50 small → large ms | p99 small → large ms | p99 ratio | req/s small → large | req/s ratio | server CPU ms / request small → large | CPU ratio | of which database thread small → large | its ratio |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
const over: string[] = [];
for (const [name, list] of Object.entries(small)) {
  const largeList = large[name];
  if (!largeList) continue;
  const s = summary(list);
  const l = summary(largeList);
  const ratio = (a: number, b: number) => (b === 0 ? '-' : (a / b).toFixed(2));
  const p99Ratio = l.p99 / s.p99;
  const rpsRatio = l.rps / s.rps;
  const flat = p99Ratio <= 1.3 && l.p50 / s.p50 <= 1.3 && rpsRatio >= 1 / 1.3 && l.cpu / s.cpu <= 1.3;
  if (!flat && !notLikeForLike.has(name)) over.push(name);
  const mark = notLikeForLike.has(name) ? ' (not like for like)' : '';
  console.log(
    `| ${name}${mark} | ${s.p50} → ${l.p50} | ${s.p99} [${s.p99Low}–${s.p99High}] → ${l.p99} [${l.p99Low}–${l.p99High}] | ${ratio(l.p99, s.p99)} | ${Math.round(s.rps)} → ${Math.round(l.rps)} | ${rpsRatio.toFixed(2)} | ${s.cpu.toFixed(2)} → ${l.cpu.toFixed(2)} | ${(l.cpu / s.cpu).toFixed(2)} | ${s.dbCpu === null || l.dbCpu === null ? '- | -' : `${s.dbCpu.toFixed(2)} → ${l.dbCpu.toFixed(2)} | ${(l.dbCpu / s.dbCpu).toFixed(2)}`} |`,
  );
}
console.log(
  over.length === 0
    ? '\nverdict: every like-for-like hot read within 1.3x (p50, p99, req/s and server CPU per request)'
    : `\nverdict: over 1.3x: ${over.join(', ')}`,
);
