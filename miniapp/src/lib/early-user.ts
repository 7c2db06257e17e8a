import { paths } from '../app/paths';
import { publicApiPaths } from './public-api';

/**
 * The signed-in user's request (`GET /api/user`), started by the entry on an app path instead of
 * after the signed-in chunks have loaded and run: on a slow phone network it then travels while they
 * download. lib/session.ts takes the answer for its first read, once; it is parsed and checked there
 * like any other. Only outside Telegram: inside, the request needs the initData header, which the
 * entry does not read (that needs the SDK). Only on pages that read the user as they open (/app/**
 * through the access gate, /login), and only taken within a few seconds: an answer from before a
 * sign-in must never stand for the user after it.
 */
let early: Promise<Response> | undefined;
let startedAt = 0;
const FRESH_MS = 10_000;

export function startUserRequest(pathname: string): void {
  const path = pathname.replace(/\/+$/, '');
  if (path !== paths.login && path !== paths.app && !path.startsWith(`${paths.app}/`)) return;
  startedAt = performance.now();
  early = fetch(publicApiPaths.user, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  // A failure surfaces when session.ts awaits it (as a network error); not an unhandled rejection.
  early.catch(() => undefined);
}

/** The early answer, once; undefined when there was none or it was taken. */
export function takeUserRequest(): Promise<Response> | undefined {
  const taken = early;
  early = undefined;
  return performance.now() - startedAt < FRESH_MS ? taken : undefined;
}
