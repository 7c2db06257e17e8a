import { afterEach, describe, expect, it, vi } from 'vitest';
import { latestActivityQuery } from '../../src/app/shell/queries';
import { rewardStatusQuery } from '../../src/features/home/queries';
import { streakQuery } from '../../src/features/home/streak-card';
import { apiCall } from '../../src/lib/api-client';
import {
  clearEarlyRequests,
  firstReads,
  homeFirstReads,
  startEarlyRequests,
  takeEarlyRequest,
} from '../../src/lib/early-requests';
import { leaderboardQuery } from '../../src/lib/leaderboard-query';
import { currentUserQuery } from '../../src/lib/session';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clearEarlyRequests();
});

function stubFetch(body = '{"user":null}') {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(body));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const urls = (fetch: ReturnType<typeof stubFetch>) => fetch.mock.calls.map(([input]) => String(input));

describe('the first reads started by the entry', () => {
  it('starts the user on /app paths and /login, Home reads on /app only, nothing elsewhere, with the cookie and no headers', () => {
    const fetch = stubFetch();
    for (const path of ['/', '/verify-email', '/application']) startEarlyRequests(path);
    expect(fetch).not.toHaveBeenCalled();
    startEarlyRequests('/app/tasks/');
    expect(urls(fetch)).toEqual(['/api/user']);
    expect(fetch).toHaveBeenCalledWith('/api/user', { credentials: 'include' });
    fetch.mockClear();
    startEarlyRequests('/app/');
    expect(urls(fetch)).toEqual(['/api/user', ...homeFirstReads]);
    for (const [, init] of fetch.mock.calls) expect(init).toEqual({ credentials: 'include' });
    expect(firstReads('/login')).toEqual(['/api/user']);
  });

  it('is taken once per URL, and only for a URL that was started', () => {
    stubFetch();
    startEarlyRequests('/app');
    expect(takeEarlyRequest('/api/rewards/streak')).toBeInstanceOf(Promise);
    expect(takeEarlyRequest('/api/rewards/streak')).toBeUndefined();
    expect(takeEarlyRequest('/api/tasks')).toBeUndefined();
    expect(takeEarlyRequest('/api/user')).toBeInstanceOf(Promise);
  });

  it('is not taken after 10 s: an answer from before a sign-in never stands for after it', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    stubFetch();
    startEarlyRequests('/app');
    vi.advanceTimersByTime(10_001);
    expect(takeEarlyRequest('/api/user')).toBeUndefined();
    expect(takeEarlyRequest('/api/rewards/can-claim')).toBeUndefined();
  });

  it('each Home query asks exactly a listed URL, and takes the early answer instead of fetching again', async () => {
    const fetch = stubFetch('{}');
    const ctx = { signal: new AbortController().signal } as never;
    const run = async (fn: unknown) => {
      await (fn as (c: never) => Promise<unknown>)(ctx).catch(() => undefined);
    };
    for (const query of [rewardStatusQuery, streakQuery, leaderboardQuery('weekly'), latestActivityQuery]) {
      await run(query.queryFn);
    }
    expect(urls(fetch)).toEqual([...homeFirstReads]);

    fetch.mockClear();
    startEarlyRequests('/app');
    expect(fetch).toHaveBeenCalledTimes(5);
    for (const query of [rewardStatusQuery, streakQuery, leaderboardQuery('weekly'), latestActivityQuery]) {
      await run(query.queryFn);
    }
    expect(fetch).toHaveBeenCalledTimes(5);
    // Taken once: the next read (a poll, a refetch) asks the server.
    await run(rewardStatusQuery.queryFn);
    expect(fetch).toHaveBeenCalledTimes(6);
  });

  it('the early answer is still checked like any other', async () => {
    stubFetch('{"canClaim":"yes"}');
    startEarlyRequests('/app');
    await expect(
      apiCall((await import('@cum/shared/contract/areas')).rewards.canClaim),
    ).rejects.toMatchObject({
      code: 'invalid_response',
    });
  });

  it('any write the client sends drops every early answer not yet taken (a sign-in)', async () => {
    const fetch = stubFetch('{"message":"ok"}');
    startEarlyRequests('/app');
    const { auth } = await import('@cum/shared/contract/areas');
    await apiCall(auth.logout).catch(() => undefined);
    expect(takeEarlyRequest('/api/rewards/can-claim')).toBeUndefined();
    expect(takeEarlyRequest('/api/user')).toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(6);
  });

  it('a signed-out answer drops the early Home reads: the user who signs in next never gets them', async () => {
    const fetch = vi.fn(
      async () => new Response('{"error":"unauthorized","message":"Sign in"}', { status: 401 }),
    );
    vi.stubGlobal('fetch', fetch);
    startEarlyRequests('/app');
    const user = await (currentUserQuery.queryFn as (c: never) => Promise<unknown>)({
      signal: new AbortController().signal,
    } as never);
    expect(user).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(5);
    expect(takeEarlyRequest('/api/rewards/can-claim')).toBeUndefined();
  });
});
