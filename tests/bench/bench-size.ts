/**
 * npm run bench:size — issue 25's "flat at size": the hot reads at 1,000 users / 10,000 ledger entries
 * and again at 100,000 users / 1,000,000 entries (the same bench server, seeded by
 * tests/bench/seed-history.ts), each route alone in a closed loop, then the ratio large/small of each
 * route's p50, p99 and requests per second. Target: every hot read within 1.3x of its small figure.
 * Env: SIZE_SMALL (1000:10000), SIZE_LARGE (100000:1000000) as users:entries, SIZE_SECONDS (10),
 * SIZE_CONNECTIONS (10), SIZE_PORT (3340; the large set on SIZE_PORT + 2).
 */
import { type BenchServer, startBenchServer } from './harness.ts';
import { driveRoutes, type Route, type RouteFigures } from './route-load.ts';

const seconds = Number(process.env.SIZE_SECONDS ?? 10);
const connections = Number(process.env.SIZE_CONNECTIONS ?? 10);
const sizes = [process.env.SIZE_SMALL ?? '1000:10000', process.env.SIZE_LARGE ?? '100000:1000000'].map(
  (s) => {
    const [users, entries] = s.split(':').map(Number);
    return { users: users as number, entries: entries as number };
  },
);

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

const results: Record<string, RouteFigures>[] = sizes.map(() => ({}));
// Both data sets are served at once and each route is measured on them in turn (small, large, small,
// large), so a change in the machine's load during the run falls on both alike; the better of the
// two runs of each is kept.
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
  for (const [r, route] of (routes[0] as Route[]).entries()) {
    for (const [i, server] of servers.entries()) {
      await driveRoutes(
        `http://127.0.0.1:${server.port}`,
        [(routes[i] as Route[])[r] as Route],
        2,
        connections,
      );
    }
    for (let round = 0; round < 2; round++) {
      for (const [i, server] of servers.entries()) {
        const run = await driveRoutes(
          `http://127.0.0.1:${server.port}`,
          [(routes[i] as Route[])[r] as Route],
          seconds,
          connections,
        );
        const f = run.routes[route.name] as RouteFigures;
        const bad = Object.keys(f.status).some((k) => k !== '200');
        if (bad) console.log(`  ${route.name} on set ${i + 1}: statuses ${JSON.stringify(f.status)}`);
        const kept = results[i]?.[route.name];
        if (!kept || f.p99 < kept.p99) (results[i] as Record<string, RouteFigures>)[route.name] = f;
      }
    }
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

const [small, large] = results as [Record<string, RouteFigures>, Record<string, RouteFigures>];
console.log(
  `\nbench:size — concurrency ${connections}, ${seconds} s per route; ratio = large / small (target <= 1.3 for latency, >= 0.77 for req/s)`,
);
console.log(
  '| route | p50 small → large ms | p99 small → large ms | p99 ratio | req/s small → large | req/s ratio |',
);
console.log('|---|---|---|---|---|---|');
for (const [name, s] of Object.entries(small)) {
  const l = large[name];
  if (!l) continue;
  const ratio = (a: number, b: number) => (b === 0 ? '-' : (a / b).toFixed(2));
  console.log(
    `| ${name} | ${s.p50} → ${l.p50} | ${s.p99} → ${l.p99} | ${ratio(l.p99, s.p99)} | ${Math.round(s.requests / seconds)} → ${Math.round(l.requests / seconds)} | ${ratio(l.requests, s.requests)} |`,
  );
}
