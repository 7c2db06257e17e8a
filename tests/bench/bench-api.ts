/**
 * npm run bench:api — the signed-in reads, the mostly refused claim and the write routes (a claim that
 * succeeds, a video watch, a task completion, a purchase) against the real app, each
 * beside its limit (a bare Fastify doing the same database reads over the same connection and database;
 * for a write, the same transaction: tests/bench/write-limits.ts), in one run. Prints req/s, p50, p99 and our/limit. Env: BENCH_SECONDS (10), BENCH_RUNS (1), BENCH_SLICE
 * (2 s: ours and the limit alternate in slices of this length), BENCH_CONNECTIONS (50), BENCH_PORT (3300, the limit on +1),
 * BENCH_ROUTES (only the routes whose name contains it, e.g. "POST").
 */
import { drive, fmt, type Result, serverErrors, startBenchServer, type Target } from './harness.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const runs = Number(process.env.BENCH_RUNS ?? 1);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const TARGET_RATIO = 0.8;
const TARGET_P99 = 100;

const server = await startBenchServer();
const { cookies, tma, ids, telegramIds } = server;
const ours = (path: string) => `http://127.0.0.1:${server.port}${path}`;
const lim = (path: string) => `http://127.0.0.1:${server.limitPort}${path}`;
const pick = <T>(list: T[], n: number) => list[n % list.length] as T;
const cookie = (n: number) => ({ cookie: pick(cookies, n) });
const userHeader = (n: number) => ({ 'x-user': pick(ids, n) });
const origin = { origin: `http://127.0.0.1:${server.port}`, 'content-type': 'application/json' };

const json = { ...origin };
const seq = () => ({ next: 0 });
/** The n-th one-shot request of a side: ours takes the even claimers, the limit the odd ones. */
const claimer = (n: number, side: 0 | 1) => 2 * n + side;
/** The (user, task) pair of the n-th task completion: ours completes tasks 0-9, the limit 10-19. */
const taskOf = (n: number, side: 0 | 1) =>
  pick(server.taskIds, side * 10 + (Math.floor(n / ids.length) % 10));

const allPairs: Array<{ name: string; read: boolean; ours: Target; limit: Target }> = [
  {
    name: 'GET /api/user (cookie)',
    read: true,
    ours: { method: 'GET', url: ours('/api/user'), headers: cookie },
    limit: { method: 'GET', url: lim('/user'), headers: userHeader },
  },
  {
    name: 'GET /api/user (tma)',
    read: true,
    ours: { method: 'GET', url: ours('/api/user'), headers: (n) => ({ authorization: pick(tma, n) }) },
    limit: { method: 'GET', url: lim('/user-tma'), headers: (n) => ({ 'x-tg': pick(telegramIds, n) }) },
  },
  {
    name: 'GET /api/tasks',
    read: true,
    ours: { method: 'GET', url: ours('/api/tasks'), headers: cookie },
    limit: { method: 'GET', url: lim('/tasks'), headers: userHeader },
  },
  {
    name: 'GET /api/rewards/can-claim',
    read: true,
    ours: { method: 'GET', url: ours('/api/rewards/can-claim'), headers: cookie },
    limit: { method: 'GET', url: lim('/can-claim'), headers: userHeader },
  },
  {
    name: 'POST /api/rewards/claim',
    read: false,
    ours: {
      method: 'POST',
      url: ours('/api/rewards/claim'),
      headers: (n) => ({ ...cookie(n), ...origin }),
      body: '',
    },
    limit: {
      method: 'POST',
      url: lim('/claim'),
      headers: (n) => ({ ...userHeader(n), ...origin }),
      body: '',
    },
  },
  // The write routes: each request a money transaction (ledger entry, balance, counters, activity).
  {
    name: 'POST /api/rewards/claim (succeeds)',
    read: false,
    ours: {
      method: 'POST',
      url: ours('/api/rewards/claim'),
      headers: (n) => ({ cookie: pick(server.claimerCookies, claimer(n, 0)), ...json }),
      body: '',
      sequence: seq(),
    },
    limit: {
      method: 'POST',
      url: lim('/claim-ok'),
      headers: (n) => ({ 'x-user': pick(server.claimerIds, claimer(n, 1)), ...json }),
      body: '',
      sequence: seq(),
    },
  },
  {
    name: 'POST /api/videos/watch',
    read: false,
    ours: {
      method: 'POST',
      url: ours('/api/videos/watch'),
      headers: (n) => ({ ...cookie(n), ...json }),
      body: JSON.stringify({ videoId: 'v1', watchTime: 30 }),
    },
    limit: { method: 'POST', url: lim('/watch'), headers: (n) => ({ ...userHeader(n), ...json }), body: '' },
  },
  {
    name: 'POST /api/tasks/:id/complete',
    read: false,
    ours: {
      method: 'POST',
      url: ours('/api/tasks/x/complete'),
      path: (n) => `/api/tasks/${taskOf(n, 0)}/complete`,
      headers: (n) => ({ ...cookie(n), ...json }),
      body: '',
      sequence: seq(),
    },
    limit: {
      method: 'POST',
      url: lim('/complete'),
      headers: (n) => ({ ...userHeader(n), 'x-task': taskOf(n, 1), ...json }),
      body: '',
      sequence: seq(),
    },
  },
  {
    name: 'POST /api/store/token-booster/buy',
    read: false,
    ours: {
      method: 'POST',
      url: ours('/api/store/token-booster/buy'),
      headers: (n) => ({ ...cookie(n), ...json }),
      body: '',
    },
    limit: { method: 'POST', url: lim('/buy'), headers: (n) => ({ ...userHeader(n), ...json }), body: '' },
  },
];

// BENCH_ROUTES=<text>: only the routes whose name contains it (e.g. "POST" for the writes).
const only = process.env.BENCH_ROUTES;
const pairs = only ? allPairs.filter((p) => p.name.includes(only)) : allPairs;

const SLICE = Number(process.env.BENCH_SLICE ?? 2);
const mid = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? 0;
const summarise = (rs: Result[]): Result => {
  const status: Record<string, number> = {};
  for (const r of rs) for (const [k, v] of Object.entries(r.status)) status[k] = (status[k] ?? 0) + v;
  return {
    rps: rs.reduce((sum, r) => sum + r.rps, 0) / rs.length,
    p50: mid(rs.map((r) => r.p50)),
    p99: mid(rs.map((r) => r.p99)),
    errors: rs.reduce((sum, r) => sum + r.errors, 0),
    non2xx: rs.reduce((sum, r) => sum + r.non2xx, 0),
    status,
  };
};

try {
  // Warm-up: JIT, caches, connection pools.
  for (const p of pairs) {
    await drive(p.ours, 2, connections);
    await drive(p.limit, 2, connections);
  }
  const rows: string[] = [];
  let failed = false;
  console.log(
    `bench:api — ${server.cookies.length} active of 10,000 seeded users, concurrency ${connections}, ${seconds} s x ${runs} run(s), loopback`,
  );
  console.log('| route | req/s | p50 ms | p99 ms | limit req/s | limit p99 ms | ratio | statuses |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const p of pairs) {
    // Ours and the limit alternate in short slices, so a load change on this shared machine hits
    // both alike; req/s is the mean over the slices, p50/p99 the median slice's.
    const a: Result[] = [];
    const b: Result[] = [];
    for (let r = 0; r < runs * Math.max(1, Math.round(seconds / SLICE)); r++) {
      a.push(await drive(p.ours, SLICE, connections));
      b.push(await drive(p.limit, SLICE, connections));
    }
    const o = summarise(a);
    const l = summarise(b);
    const ratio = o.rps / l.rps;
    const misses = [];
    if (p.read && ratio < TARGET_RATIO) misses.push(`ratio < ${TARGET_RATIO}`);
    if (o.p99 >= TARGET_P99) misses.push(`p99 >= ${TARGET_P99} ms`);
    if (o.errors > 0 || serverErrors(o.status)) misses.push('errors');
    // A limit that fails fast (400/5xx) did not do the work it stands for: the comparison is void.
    if (l.errors > 0 || Object.keys(l.status).some((code) => code !== '200' && code !== '409'))
      misses.push(`limit answered ${JSON.stringify(l.status)}`);
    if (misses.length) failed = true;
    const row = `| ${p.name} | ${fmt(o.rps)} | ${o.p50} | ${o.p99} | ${fmt(l.rps)} | ${l.p99} | ${ratio.toFixed(2)} | ${Object.entries(
      o.status,
    )
      .map(([k, v]) => `${k}:${v}`)
      .join(' ')}${misses.length ? ` — MISSED: ${misses.join(', ')}` : ''} |`;
    rows.push(row);
    console.log(row);
  }
  console.log(failed ? 'bench:api: some targets missed (see MISSED)' : 'bench:api: all targets met');
} finally {
  await server.stop();
}
