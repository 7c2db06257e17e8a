/**
 * Work a route starts and does not wait for: the account-dependent part of registration and
 * password reset runs after the answer, so the answer's time cannot tell whether an email has an
 * account. Each job has a key: a later request about the same subject (signing in right after
 * registering) waits for it with `settled(key)`; `idle()` waits for all (tests, shutdown).
 */
export function createAfterAnswer(log?: { error(obj: object, msg: string): void }) {
  const running = new Map<string, Promise<void>>();
  const all = new Set<Promise<void>>();

  /**
   * Starts `job` once `answered` resolves (the route's answer has left: see http/answered.ts) and a
   * moment later; jobs of one key run one after the other.
   */
  function run(key: string, job: () => Promise<void>, answered: Promise<void> = Promise.resolve()): void {
    const before = running.get(key) ?? Promise.resolve();
    const done: Promise<void> = Promise.all([before, answered])
      // A timer, not setImmediate: an in-process client (app.inject, tests) must have read the answer
      // before the work competes with it for the event loop.
      .then(() => new Promise<void>((resolve) => setTimeout(resolve, 2)))
      .then(job)
      .catch((err: unknown) => log?.error({ err, job: key.split(':')[0] }, 'work after the answer failed'))
      .finally(() => {
        all.delete(done);
        if (running.get(key) === done) running.delete(key);
      });
    running.set(key, done);
    all.add(done);
  }

  /** Resolves once the work started for `key` so far is done. */
  async function settled(key: string): Promise<void> {
    await running.get(key);
  }

  async function idle(): Promise<void> {
    while (all.size > 0) await Promise.allSettled([...all]);
  }

  return { run, settled, idle };
}
export type AfterAnswer = ReturnType<typeof createAfterAnswer>;
