/**
 * CPU profile of the bench server under one route's load, summarised: `tsx tests/bench/profile-api.ts
 * cookie|tma|tasks|can-claim|claim|watch` (BENCH_SECONDS, default 10). Starts tests/bench/bench-server.ts with
 * BENCH_CPU_PROFILE (its serving phase only), drives the route at concurrency 50, stops the server (which writes the .cpuprofile) and
 * prints the database calls per request (round trips), the top functions by self time and the share of
 * time per package / our source folder.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drive, startBenchServer } from './harness.ts';

const route = process.argv[2] ?? 'cookie';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const dir = mkdtempSync(join(tmpdir(), 'cum-prof-'));
const profiling = process.env.PROFILE !== '0';
const callsPath = join(dir, 'db-calls.json');
const server = await startBenchServer({
  BENCH_DB_CALLS: callsPath,
  ...(profiling ? { BENCH_CPU_PROFILE: join(dir, 'serve.cpuprofile') } : {}),
});
const url = (path: string) => `http://127.0.0.1:${server.port}${path}`;
const pick = (list: string[], n: number) => list[n % list.length] as string;
const targets = {
  cookie: {
    method: 'GET',
    url: url('/api/user'),
    headers: (n: number) => ({ cookie: pick(server.cookies, n) }),
  },
  tma: {
    method: 'GET',
    url: url('/api/user'),
    headers: (n: number) => ({ authorization: pick(server.tma, n) }),
  },
  tasks: {
    method: 'GET',
    url: url('/api/tasks'),
    headers: (n: number) => ({ cookie: pick(server.cookies, n) }),
  },
  'can-claim': {
    method: 'GET',
    url: url('/api/rewards/can-claim'),
    headers: (n: number) => ({ cookie: pick(server.cookies, n) }),
  },
  claim: {
    method: 'POST',
    url: url('/api/rewards/claim'),
    body: '',
    headers: (n: number) => ({
      cookie: pick(server.cookies, n),
      origin: `http://127.0.0.1:${server.port}`,
      'content-type': 'application/json',
    }),
  },
  watch: {
    method: 'POST',
    url: url('/api/videos/watch'),
    body: JSON.stringify({ videoId: 'v1', watchTime: 30 }),
    headers: (n: number) => ({
      cookie: pick(server.cookies, n),
      origin: `http://127.0.0.1:${server.port}`,
      'content-type': 'application/json',
    }),
  },
} as const;
const target = targets[route as keyof typeof targets];
if (!target) throw new Error(`unknown route ${route}; one of ${Object.keys(targets).join(', ')}`);
const sample = await fetch(target.url, {
  method: target.method,
  headers: target.headers(7),
  ...('body' in target ? { body: target.body } : {}),
});
console.log(`one ${route} request: ${sample.status} ${(await sample.text()).slice(0, 160)}`);
const result = await drive(target as never, seconds);
await server.stop();
console.log(
  `${route}: ${Math.round(result.rps)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ${JSON.stringify(result.status)}`,
);
// Round trips: the database calls of the serving phase (the one sample request included) per request.
const requests = 1 + Object.values(result.status).reduce((sum, n) => sum + n, 0);
const calls = JSON.parse(readFileSync(callsPath, 'utf8')) as Record<string, number>;
console.log(`database calls per request (${requests} requests):`);
for (const [call, n] of Object.entries(calls).sort((a, b) => b[1] - a[1]))
  console.log(`  ${(n / requests).toFixed(3).padStart(7)}  ${call} (${n})`);
if (!profiling) process.exit(0);

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
if (!file) throw new Error('no .cpuprofile written');
const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
};
const self = new Map<number, number>();
profile.samples.forEach((id, i) => {
  self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const idle = new Set(['(idle)', '(program)', '(garbage collector)']);
let total = 0;
const functions = new Map<string, number>();
const areas = new Map<string, number>();
for (const [id, us] of self) {
  const { functionName, url: src, lineNumber } = (byId.get(id) as Node).callFrame;
  if (functionName === '(idle)') continue;
  total += us;
  const pkg = src.match(/node_modules\/((@[^/]+\/)?[^/]+)/)?.[1];
  const ours = src.match(/\/(api|db|shared)\/src\/(.*?)[^/]*$/);
  const area = idle.has(functionName)
    ? functionName
    : pkg
      ? pkg
      : ours
        ? `${ours[1]}/src/${ours[2]}`
        : src.startsWith('node:')
          ? 'node internals'
          : '(native/other)';
  areas.set(area, (areas.get(area) ?? 0) + us);
  const name = `${functionName || '(anonymous)'} ${src.replace(/^.*node_modules\//, '').replace(/^.*\/(api|db|shared)\/src\//, '$1/')}:${lineNumber + 1}`;
  functions.set(name, (functions.get(name) ?? 0) + us);
}
const pct = (us: number) => `${((100 * us) / total).toFixed(1).padStart(5)}%`;
console.log('\nby area (self time, idle excluded):');
for (const [area, us] of [...areas].sort((a, b) => b[1] - a[1]).slice(0, 18))
  console.log(`  ${pct(us)}  ${area}`);
console.log('\ntop functions (self time):');
for (const [name, us] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, 25))
  console.log(`  ${pct(us)}  ${name}`);

// Inclusive time of our own functions and the response serialiser (a function counted once per stack).
const inclusive = new Map<string, number>();
const walk = (id: number, onStack: Set<string>): number => {
  const node = byId.get(id) as Node;
  let us = self.get(id) ?? 0;
  const { functionName, url: src, lineNumber } = node.callFrame;
  const ours = /\/(api|db|shared)\/src\//.test(src) || src.includes('fastify-type-provider-zod');
  const name = `${functionName || '(anonymous)'} ${src.replace(/^.*node_modules\//, '').replace(/^.*\/(api|db|shared)\/src\//, '$1/')}:${lineNumber + 1}`;
  const counted = ours && !onStack.has(name);
  if (counted) onStack.add(name);
  for (const child of node.children ?? []) us += walk(child, onStack);
  if (counted) {
    onStack.delete(name);
    inclusive.set(name, (inclusive.get(name) ?? 0) + us);
  }
  return us;
};
walk(profile.nodes[0]?.id ?? 1, new Set());
console.log('\nour functions, inclusive:');
for (const [name, us] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, 25))
  console.log(`  ${pct(us)}  ${name}`);
