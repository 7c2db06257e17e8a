/** Time as the bot's workers see it: the real clock in production, a fake one in tests. */
export interface Scheduler {
  now(): number;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const realScheduler: Scheduler = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise((resolve) => {
      if (signal?.aborted) return resolve();
      const timer = setTimeout(done, ms);
      signal?.addEventListener('abort', done, { once: true });
      function done() {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        resolve();
      }
    }),
};

/** A clock that moves only when something sleeps on it: rates can be measured without waiting. */
export function fakeScheduler(start = 0) {
  let current = start;
  return {
    now: () => current,
    async sleep(ms: number) {
      current += Math.max(0, ms);
      // Let other work (database round trips) interleave as it would while time passes.
      await new Promise((resolve) => setImmediate(resolve));
    },
    advance(ms: number) {
      current += ms;
    },
  };
}
