import { paths } from '../app/paths.ts';
import { publicApiPaths } from './public-api.ts';

/**
 * The API reads a page asks as it opens, started by the entry (main.tsx) instead of after the
 * signed-in chunks have loaded, rendered and mounted their queries: on a slow phone network they then
 * travel while the scripts download. The server also preloads them with the HTML of those pages
 * (`<link rel="preload" as="fetch">`, route-preloads.json, written from `firstReads` by vite.config.ts),
 * so they start before any script has arrived; the fetch below is the same request (same URL,
 * credentials, no extra headers), so the browser hands over the preloaded response instead of asking
 * again. The API client takes an answer for the same GET once (`fetchTakingEarly`); it is parsed and
 * checked there like any other.
 *
 * Only outside Telegram: inside, every call needs the initData header, which a preload cannot send.
 * Safety: an answer is taken at most once, only within FRESH_MS of its start, and the whole registry is
 * dropped by any write the client sends (a sign-in, a claim) and when the user turns out signed out, so
 * an answer from before a sign-in or a change never stands for after it.
 */

/** The URLs Home's queries ask (features/home, the rank tile, the shell's bell); a test ties them to the contract. */
export const homeFirstReads = [
  '/api/rewards/can-claim',
  '/api/rewards/streak',
  '/api/leaderboard?period=weekly',
  '/api/activity?limit=10',
] as const;

export const FRESH_MS = 10_000;

function trimmed(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Whether a page reads the signed-in user as it opens (the access gate of /app/**, /login). */
export function readsUserFirst(pathname: string): boolean {
  const path = trimmed(pathname);
  return path === paths.login || path === paths.app || path.startsWith(`${paths.app}/`);
}

/** What a path's first screen reads before it can show: the user, and on Home (`/app` only) Home's reads. */
export function firstReads(pathname: string): string[] {
  const path = trimmed(pathname);
  if (!readsUserFirst(path)) return [];
  return path === paths.app ? [publicApiPaths.user, ...homeFirstReads] : [publicApiPaths.user];
}

const early = new Map<string, { response: Promise<Response>; startedAt: number }>();

/** Starts the first reads of the opened path (the entry, outside Telegram). */
export function startEarlyRequests(pathname: string): void {
  for (const url of firstReads(pathname)) {
    const response = fetch(url, { credentials: 'include' });
    // A failure surfaces when the taker awaits it (as a network error); not an unhandled rejection.
    response.catch(() => undefined);
    early.set(url, { response, startedAt: performance.now() });
  }
}

/** The early answer for a URL, once; undefined when there was none, it was taken or it is stale. */
export function takeEarlyRequest(url: string): Promise<Response> | undefined {
  const entry = early.get(url);
  if (!entry) return undefined;
  early.delete(url);
  return performance.now() - entry.startedAt < FRESH_MS ? entry.response : undefined;
}

/** Drops every early answer not yet taken (a sign-in, a write, a signed-out user). */
export function clearEarlyRequests(): void {
  early.clear();
}

/**
 * The API client's fetch: a plain GET (no Authorization header) of a started URL takes its early
 * answer; any other method first drops the registry (it may change what the reads would answer).
 */
export const fetchTakingEarly: typeof fetch = (input, init) => {
  const method = (init?.method ?? 'GET').toUpperCase();
  if (method !== 'GET') clearEarlyRequests();
  else if (typeof input === 'string' && !new Headers(init?.headers).has('authorization')) {
    const taken = takeEarlyRequest(input);
    if (taken) return taken;
  }
  return globalThis.fetch(input, init);
};
