/**
 * A closed-loop load with per-route latencies (autocannon reports one figure for a whole mix): each of
 * `connections` loops sends its next request as soon as the previous one answered, cycling through
 * `routes`, over keep-alive HTTP/1.1 connections. Used by `npm run bench:writes` and the soak.
 */
import { Agent, request } from 'node:http';

export interface Route {
  name: string;
  method: 'GET' | 'POST';
  /** The path, or the path of the n-th request (a cursor or search term rotating through users). */
  path: string | ((n: number) => string);
  /** Headers of the n-th request of this route (rotating through the seeded users). */
  headers: (n: number) => Record<string, string>;
  body?: (n: number) => string;
}

export interface RouteFigures {
  requests: number;
  p50: number;
  p99: number;
  max: number;
  status: Record<string, number>;
  errors: number;
}

/** The q-quantile of ascending `sorted` (the element at floor(q * n)). */
export const quantile = (sorted: number[], q: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number);

function send(agent: Agent, base: URL, route: Route, n: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = route.body?.(n);
    const req = request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: route.method,
        path: typeof route.path === 'function' ? route.path(n) : route.path,
        headers: {
          ...route.headers(n),
          ...(body !== undefined ? { 'content-length': Buffer.byteLength(body) } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Runs the loops for `seconds`; returns req/s over the run and the figures of each route. */
export async function driveRoutes(
  base: string,
  routes: Route[],
  seconds: number,
  connections = 50,
): Promise<{ rps: number; routes: Record<string, RouteFigures> }> {
  const url = new URL(base);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies = new Map<string, number[]>(routes.map((r) => [r.name, []]));
  const figures = new Map<string, RouteFigures>(
    routes.map((r) => [r.name, { requests: 0, p50: 0, p99: 0, max: 0, status: {}, errors: 0 }]),
  );
  const end = performance.now() + seconds * 1000;
  const counters = new Map<string, number>();
  let total = 0;
  const loop = async (offset: number) => {
    for (let i = offset; performance.now() < end; i++) {
      const route = routes[i % routes.length] as Route;
      const n = counters.get(route.name) ?? 0;
      counters.set(route.name, n + 1);
      const f = figures.get(route.name) as RouteFigures;
      const t0 = performance.now();
      try {
        const code = await send(agent, url, route, n);
        f.status[code] = (f.status[code] ?? 0) + 1;
      } catch {
        f.errors++;
      }
      latencies.get(route.name)?.push(performance.now() - t0);
      f.requests++;
      total++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, (_, c) => loop(c)));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  for (const [name, f] of figures) {
    const sorted = (latencies.get(name) ?? []).sort((a, b) => a - b);
    f.p50 = Math.round(quantile(sorted, 0.5));
    f.p99 = Math.round(quantile(sorted, 0.99));
    f.max = Math.round(sorted[sorted.length - 1] ?? 0);
  }
  return { rps: total / elapsed, routes: Object.fromEntries(figures) };
}
