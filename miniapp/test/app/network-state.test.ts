import { onlineManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { refetchFailedOnReconnect } from '../../src/app/network-state';
import { createQueryClient } from '../../src/app/query-client';

/** A shown query (one observer) whose first `failures` calls fail, as calls do offline. */
async function shownQuery(failures: number) {
  const client = createQueryClient();
  let calls = 0;
  const observer = new QueryObserver(client, {
    queryKey: ['tasks'],
    queryFn: async () => {
      calls += 1;
      if (calls <= failures) throw new Error('Could not reach the server');
      return ['task'];
    },
  });
  const unsubscribe = observer.subscribe(() => undefined);
  await client
    .getQueryCache()
    .find({ queryKey: ['tasks'] })
    ?.promise?.catch(() => undefined);
  return { client, calls: () => calls, unsubscribe };
}

const waited: number[] = [];
const noWait = async (ms: number) => {
  waited.push(ms);
};

afterEach(() => {
  onlineManager.setOnline(true);
  waited.length = 0;
});

describe('coming back online', () => {
  it('refetches a failed shown query once when the first try gets through', async () => {
    const { client, calls, unsubscribe } = await shownQuery(1);
    expect(client.getQueryState(['tasks'])?.status).toBe('error');
    expect(await refetchFailedOnReconnect(client, [1_000, 3_000], noWait)).toBe(1);
    expect(client.getQueryData(['tasks'])).toEqual(['task']);
    expect(calls()).toBe(2);
    expect(waited).toEqual([1_000]);
    unsubscribe();
  });

  it('tries again after a pause when the device said online before calls got through', async () => {
    // Offline load, then the first refetch after "online" still fails: without the later tries the
    // screen keeps its error state until the user taps Retry.
    const { client, calls, unsubscribe } = await shownQuery(2);
    expect(await refetchFailedOnReconnect(client, [1_000, 3_000], noWait)).toBe(2);
    expect(client.getQueryState(['tasks'])?.status).toBe('success');
    expect(calls()).toBe(3);
    expect(waited).toEqual([1_000, 3_000]);
    unsubscribe();
  });

  it('gives up after the last pause, and stops at once when the device goes offline again', async () => {
    const failing = await shownQuery(99);
    expect(await refetchFailedOnReconnect(failing.client, [1_000, 3_000], noWait)).toBe(3);
    expect(failing.client.getQueryState(['tasks'])?.status).toBe('error');
    failing.unsubscribe();

    const offline = await shownQuery(99);
    const before = offline.calls();
    onlineManager.setOnline(false);
    expect(await refetchFailedOnReconnect(offline.client, [1_000], noWait)).toBe(0);
    expect(offline.calls()).toBe(before);
    offline.unsubscribe();
  });

  it('leaves queries nobody shows alone', async () => {
    const { client, calls, unsubscribe } = await shownQuery(1);
    unsubscribe();
    expect(await refetchFailedOnReconnect(client, [1_000], noWait)).toBe(0);
    expect(calls()).toBe(1);
  });
});
