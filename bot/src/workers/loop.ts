import type { BotLogger } from '../logger.ts';
import type { Scheduler } from '../scheduler.ts';

export interface WorkerLoop {
  /** Cuts the current pause short (new work was just queued). */
  wake(): void;
  /** Finishes the step in progress, then resolves. */
  stop(): Promise<void>;
}

/**
 * Runs `step` again and again: at once while it reports more work, else after `idleMs`. A failing
 * step is logged and retried after the pause; it never ends the loop.
 */
export function startLoop(options: {
  name: string;
  step: (isStopping: () => boolean) => Promise<boolean>;
  idleMs: number;
  scheduler: Scheduler;
  logger: BotLogger;
}): WorkerLoop {
  const { name, step, idleMs, scheduler, logger } = options;
  let stopping = false;
  let pause: AbortController | null = null;
  const isStopping = () => stopping;

  const done = (async () => {
    while (!stopping) {
      let busy = false;
      try {
        busy = await step(isStopping);
      } catch (error) {
        logger.error({ err: error, worker: name }, 'bot worker step failed');
      }
      if (busy || stopping) continue;
      pause = new AbortController();
      await scheduler.sleep(idleMs, pause.signal);
      pause = null;
    }
  })();

  return {
    wake: () => pause?.abort(),
    stop: async () => {
      stopping = true;
      pause?.abort();
      await done;
    },
  };
}
