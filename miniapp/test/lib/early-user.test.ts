import { afterEach, describe, expect, it, vi } from 'vitest';
import { startUserRequest, takeUserRequest } from '../../src/lib/early-user';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  takeUserRequest();
});

function stubFetch() {
  const fetch = vi.fn(async () => new Response('{"user":null}'));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the user request started by the entry', () => {
  it('starts on /app paths and /login only, with the cookie', () => {
    const fetch = stubFetch();
    for (const path of ['/', '/verify-email', '/application']) startUserRequest(path);
    expect(fetch).not.toHaveBeenCalled();
    startUserRequest('/app/tasks/');
    expect(fetch).toHaveBeenCalledWith('/api/user', expect.objectContaining({ credentials: 'include' }));
  });

  it('is taken once', () => {
    stubFetch();
    startUserRequest('/login');
    expect(takeUserRequest()).toBeInstanceOf(Promise);
    expect(takeUserRequest()).toBeUndefined();
  });

  it('is not taken after 10 s: an answer from before a sign-in never stands for after it', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    stubFetch();
    startUserRequest('/app');
    vi.advanceTimersByTime(10_001);
    expect(takeUserRequest()).toBeUndefined();
  });
});
