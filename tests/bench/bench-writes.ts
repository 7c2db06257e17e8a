/**
 * npm run bench:writes — the mixed write load of issue 25: at concurrency 50 each connection cycles
 * through a read of the user, a periodic claim (every user may claim once a minute here, so claims keep
 * succeeding), a video watch (credits the seconds since the user's last report: a money transaction)
 * and the task list, over the 1,000 active users of the bench server. Prints req/s and each route's
 * p50/p99/max and statuses, then each write's p99 against the reads' and whether issue 25's targets hold. Env: WRITES_SECONDS (30), WRITES_CONNECTIONS (50), WRITES_PORT (3320).
 */
import { fmt, startBenchServer } from './harness.ts';
import { driveRoutes, type Route } from './route-load.ts';
import { userRoutes } from './user-routes.ts';

const seconds = Number(process.env.WRITES_SECONDS ?? 30);
const connections = Number(process.env.WRITES_CONNECTIONS ?? 50);
const server = await startBenchServer({
  BENCH_PORT: process.env.WRITES_PORT ?? '3320',
  REWARD_INTERVAL_MINUTES: '1',
});
const { base, cookie, claim, watch } = userRoutes(server);
const routes: Route[] = [
  { name: 'GET /api/user', method: 'GET', path: '/api/user', headers: cookie },
  claim,
  watch,
  { name: 'GET /api/tasks', method: 'GET', path: '/api/tasks', headers: cookie },
];
try {
  await driveRoutes(base, routes, 3, connections); // warm-up: JIT, pools, first watch of each user
  const cpuBefore = server.cpuMs();
  const r = await driveRoutes(base, routes, seconds, connections);
  const cpu = server.cpuMs() - cpuBefore;
  console.log(
    `bench:writes — ${server.cookies.length} active users, concurrency ${connections}, ${seconds} s, ${Math.round(r.rps)} req/s in all`,
  );
  const requests = Object.values(r.routes).reduce((sum, f) => sum + f.requests, 0);
  // CPU time, unlike latency, does not count waiting for a core: it compares runs on a busy machine.
  console.log(
    `server CPU (API and database threads): ${fmt(cpu / requests, 2)} ms per request, ${fmt(cpu / 1000 / seconds, 2)} cores`,
  );
  console.log('| route | requests | p50 ms | p99 ms | max ms | statuses |');
  console.log('|---|---|---|---|---|---|');
  for (const [name, f] of Object.entries(r.routes)) {
    const status = Object.entries(f.status)
      .map(([k, v]) => `${k}:${v}`)
      .join(' ');
    console.log(
      `| ${name} | ${f.requests} | ${f.p50} | ${f.p99} | ${f.max} | ${status}${f.errors ? ` errors:${f.errors}` : ''} |`,
    );
  }
  // Issue 25 item 2: every write route's p99 at most 3x the reads' p99 in the same run, every p99 under
  // 250 ms. Each write is set against the faster read route's p99 (strict) and the slower's.
  const figures = Object.entries(r.routes);
  const readP99 = figures.filter(([name]) => name.startsWith('GET')).map(([, f]) => f.p99);
  const fastRead = Math.min(...readP99);
  const slowRead = Math.max(...readP99);
  const writes = figures.filter(([name]) => !name.startsWith('GET'));
  const ratios = writes.map(
    ([name, f]) => `${name} ${fmt(f.p99 / fastRead, 1)}x (${fmt(f.p99 / slowRead, 1)}x)`,
  );
  const within = writes.every(([, f]) => f.p99 <= 3 * fastRead);
  const under = figures.every(([, f]) => f.p99 < 250);
  console.log(
    `writes against the reads' p99 ${fastRead} ms (${slowRead} ms): ${ratios.join(', ')}; within 3x: ${within ? 'yes' : 'no'}; every p99 < 250 ms: ${under ? 'yes' : 'no'}`,
  );
} finally {
  await server.stop();
}
