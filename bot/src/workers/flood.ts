import { GrammyError } from 'grammy';
import type { Scheduler } from '../scheduler.ts';

/** Seconds Telegram asks us to wait (a 429 "Too Many Requests"), or null for any other outcome. */
export function floodWait(error: unknown): number | null {
  if (!(error instanceof GrammyError) || error.error_code !== 429) return null;
  return Math.max(1, error.parameters.retry_after ?? 1);
}

const STEP_MS = 1_000;

/**
 * Waits out a flood wait of any length on `scheduler`, a second at a time so a stop request is
 * heard, calling `keepAlive` every `keepAliveMs` (a worker's lock must outlive the wait). False
 * when keepAlive says the work was lost; true otherwise (also when stopping).
 */
export async function waitOut(
  ms: number,
  options: {
    scheduler: Scheduler;
    isStopping: () => boolean;
    keepAlive?: () => Promise<boolean>;
    keepAliveMs?: number;
  },
): Promise<boolean> {
  const { scheduler, isStopping, keepAlive, keepAliveMs = 20_000 } = options;
  const until = scheduler.now() + ms;
  let beat = scheduler.now();
  while (scheduler.now() < until && !isStopping()) {
    await scheduler.sleep(Math.min(STEP_MS, until - scheduler.now()));
    if (keepAlive && scheduler.now() - beat >= keepAliveMs) {
      beat = scheduler.now();
      if (!(await keepAlive())) return false;
    }
  }
  return true;
}
