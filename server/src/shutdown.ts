import { type Logger, TIMED_OUT, within } from '@cum/api';
import closeWithGrace from 'close-with-grace';

/** The whole shutdown stays under this (an orchestrator's kill usually follows 10 s after SIGTERM). */
export const SHUTDOWN_BUDGET_MS = 7_500;

export interface ShutdownStep {
  what: string;
  /** The step's own bound: past it the shutdown goes on without waiting for it. */
  ms: number;
  run: () => Promise<unknown>;
}

/**
 * The one shutdown path of every entry (the server, the standalone bot, the standalone database):
 * on SIGTERM, SIGINT or an uncaught error, run the phases one after another (the steps of a phase
 * together), each step bounded, then exit 0 — the whole within SHUTDOWN_BUDGET_MS (close-with-grace
 * exits 1 if it is ever exceeded, and at once on a second signal).
 */
export function installShutdown(log: Logger, phases: ShutdownStep[][]): void {
  const bounded = async ({ what, ms, run }: ShutdownStep) => {
    try {
      if ((await within(ms, run())) === TIMED_OUT) log.warn({ what, ms }, 'shutdown step cut short');
    } catch (err) {
      log.error({ err, what }, 'shutdown step failed');
    }
  };
  closeWithGrace(
    {
      delay: SHUTDOWN_BUDGET_MS,
      logger: { error: (msg: unknown) => log.error(msg) },
      onSecondSignal: (signal: string) => log.warn({ signal }, 'second signal: exiting at once'),
    },
    async ({ signal, err }) => {
      if (err) log.error({ err }, 'fatal error: shutting down');
      else log.info({ signal }, 'shutting down');
      const started = Date.now();
      for (const phase of phases) await Promise.all(phase.map(bounded));
      log.info({ ms: Date.now() - started }, 'shut down');
      // pino-pretty writes from a worker thread: give it the last lines before close-with-grace exits.
      await new Promise<void>((resolve) => log.flush(() => resolve()));
    },
  );
}
