import { performance } from 'node:perf_hooks';

export interface TimingPlan {
  /** Untimed calls first (JIT, caches). */
  warmup: number;
  runs: number;
  /** A slow case stops measuring after budgetMs, but only once it has at least minRuns. */
  minRuns: number;
  budgetMs: number;
}

/** Times `fn` per the plan; returns the q-quantile (0..1) of the call times in ms. */
export async function timeCalls(fn: () => Promise<void>, plan: TimingPlan): Promise<(q: number) => number> {
  for (let i = 0; i < plan.warmup; i++) await fn();
  const times: number[] = [];
  const begin = performance.now();
  for (let i = 0; i < plan.runs && (i < plan.minRuns || performance.now() - begin < plan.budgetMs); i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return (q) => times[Math.min(times.length - 1, Math.floor(times.length * q))] as number;
}
