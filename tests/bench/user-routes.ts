import type { BenchServer } from './harness.ts';
import type { Route } from './route-load.ts';

/**
 * Per-connection headers for the bench server's users (connection n acts as user n, round robin) and
 * the two money routes bench:writes and soak both drive: a periodic claim and a video watch.
 */
export function userRoutes(server: BenchServer) {
  const base = `http://127.0.0.1:${server.port}`;
  const pick = <T>(list: T[], n: number) => list[n % list.length] as T;
  const cookie = (n: number) => ({ cookie: pick(server.cookies, n) });
  const post = (n: number) => ({ ...cookie(n), origin: base, 'content-type': 'application/json' });
  const claim: Route = {
    name: 'POST /api/rewards/claim',
    method: 'POST',
    path: '/api/rewards/claim',
    headers: post,
    body: () => '',
  };
  const watch: Route = {
    name: 'POST /api/videos/watch',
    method: 'POST',
    path: '/api/videos/watch',
    headers: post,
    body: () => JSON.stringify({ videoId: 'v1', watchTime: 30 }),
  };
  return { base, pick, cookie, claim, watch };
}
