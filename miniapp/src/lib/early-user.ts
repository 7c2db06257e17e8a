import { paths } from '../app/paths.ts';
import { publicApiPaths } from './public-api.ts';

/**
 * The signed-in user's request (`GET /api/user`), started by the entry on an app path instead of
 * after the signed-in chunks have loaded and run: on a slow phone network it then travels while they
 * download. lib/session.ts takes the answer for its first read, once; it is parsed and checked there
 * like any other. Only outside Telegram: inside, the request needs the initData header, which the
 * entry does not read (that needs the SDK). Only on pages that read the user as they open (/app/**
 * through the access gate, /login), and only taken within a few seconds: an answer from before a
 * sign-in must never stand for the user after it. The server also preloads it with the HTML of those
 * pages (`<link rel="preload" as="fetch">`, route-preloads.json), so it starts before any script has
 * arrived; the fetch below then takes that response instead of asking again.
 */
let early: Promise<Response> | undefined;
let startedAt = 0;
const FRESH_MS = 10_000;

/** Whether a page reads the signed-in user as it opens (the access gate of /app/**, /login). */
export function readsUserFirst(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  return path === paths.login || path === paths.app || path.startsWith(`${paths.app}/`);
}

export function startUserRequest(pathname: string): void {
  if (!readsUserFirst(pathname)) return;
  startedAt = performance.now();
  // The same request as the preload (no extra headers, credentials included), so it is reused.
  early = fetch(publicApiPaths.user, { credentials: 'include' });
  // A failure surfaces when session.ts awaits it (as a network error); not an unhandled rejection.
  early.catch(() => undefined);
}

/** The early answer, once; undefined when there was none or it was taken. */
export function takeUserRequest(): Promise<Response> | undefined {
  const taken = early;
  early = undefined;
  return performance.now() - startedAt < FRESH_MS ? taken : undefined;
}
