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

/**
 * A virtual clock for tests: `sleep` sets a timer, and once the process has nothing else to do
 * (setImmediate, after pending I/O callbacks) the clock jumps to the earliest timer. Concurrent
 * sleepers wait side by side as on a real clock, so rates can be measured without waiting.
 */
export function fakeScheduler(start = 0) {
  let current = start;
  const timers: { due: number; wake: () => void }[] = [];
  let ticking = false;

  const tick = () => {
    ticking = false;
    if (timers.length === 0) return;
    timers.sort((a, b) => a.due - b.due);
    current = Math.max(current, timers[0]!.due);
    while (timers.length > 0 && timers[0]!.due <= current) timers.shift()!.wake();
    if (timers.length > 0) schedule();
  };
  const schedule = () => {
    if (ticking) return;
    ticking = true;
    setImmediate(tick);
  };

  return {
    now: () => current,
    sleep(ms: number, signal?: AbortSignal) {
      return new Promise<void>((resolve) => {
        if (signal?.aborted) return resolve();
        const timer = { due: current + Math.max(0, ms), wake: done };
        timers.push(timer);
        signal?.addEventListener('abort', done, { once: true });
        schedule();
        function done() {
          const at = timers.indexOf(timer);
          if (at >= 0) timers.splice(at, 1);
          signal?.removeEventListener('abort', done);
          resolve();
        }
      });
    },
    /** Moves the clock by hand (a wait that happens outside the scheduler, such as auto-retry's). */
    advance(ms: number) {
      current += ms;
    },
  };
}
