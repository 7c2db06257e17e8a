import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { TIMED_OUT, within } from './lib/within.ts';

/** The whole shutdown stays under this (an orchestrator's kill usually follows 10 s after SIGTERM). */
export const SHUTDOWN_BUDGET_MS = 7_500;
/** Bodies still arriving this long after the signal are cut (503): a slow client cannot hold us up. */
export const BODY_GRACE_MS = 2_000;
/** Then every connection still open is closed, so the HTTP server's close resolves. */
const CLOSE_CONNECTIONS_MS = 4_500;
const HTTP_CLOSE_MS = 5_000;
const AFTER_REQUESTS_MS = 1_000;
const DATABASE_CLOSE_MS = 2_000;

export interface ShutdownParts {
  app: FastifyInstance;
  /** The embedded bot and its workers (polling, notifications, broadcasts). */
  stopBot?: (() => Promise<void>) | null;
  /** Work that answered requests left running (e.g. a registration's account and mail). */
  afterRequests?: () => Promise<void>;
  closeDatabase: () => Promise<void>;
}

/**
 * The one shutdown path of the server (SIGTERM, SIGINT, an uncaught error): stop accepting, let the
 * requests in flight finish, cut bodies that are still trickling in after BODY_GRACE_MS, stop the bot
 * and its workers, close the database, exit 0 — every step bounded, the whole within
 * SHUTDOWN_BUDGET_MS (close-with-grace exits 1 if it is ever exceeded).
 */
export function installShutdown({ app, stopBot, afterRequests, closeDatabase }: ShutdownParts): void {
  const log = app.log;
  const bounded = async (what: string, ms: number, work: () => Promise<unknown>) => {
    try {
      if ((await within(ms, work())) === TIMED_OUT) log.warn({ what, ms }, 'shutdown step cut short');
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
      app.inFlight.refuseNew();
      const cut = setTimeout(() => {
        const n = app.inFlight.cutIncompleteBodies();
        if (n > 0) log.warn({ requests: n }, 'cut requests whose bodies were still arriving');
      }, BODY_GRACE_MS);
      const force = setTimeout(() => app.server.closeAllConnections(), CLOSE_CONNECTIONS_MS);
      await Promise.all([
        bounded('bot', HTTP_CLOSE_MS, async () => stopBot?.()),
        bounded('http', HTTP_CLOSE_MS, () => app.close()),
      ]);
      clearTimeout(cut);
      clearTimeout(force);
      if (afterRequests) await bounded('after-requests', AFTER_REQUESTS_MS, afterRequests);
      await bounded('database', DATABASE_CLOSE_MS, closeDatabase);
      log.info({ ms: Date.now() - started }, 'shut down');
    },
  );
}
