import type { ErrorBody } from '@cum/shared/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { RETRY_AFTER_SECONDS, shuttingDown } from '../lib/errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    inFlight: InFlight;
  }
}

export interface InFlight {
  /** From now on new requests (on connections already open) answer 503 and close their connection. */
  refuseNew(): void;
  /**
   * Answers 503 to every request whose body has not fully arrived yet and closes its connection: a
   * client trickling its body must not hold the shutdown up. Returns how many were cut.
   */
  cutIncompleteBodies(): number;
}

/** Tracks the requests being served, for the bounded shutdown (api/src/shutdown.ts). */
export function trackInFlight(app: FastifyInstance): void {
  const open = new Set<FastifyReply>();
  let refusing = false;
  app.addHook('onRequest', async (_req, reply) => {
    if (refusing) {
      reply.header('connection', 'close');
      throw shuttingDown();
    }
    open.add(reply);
    reply.raw.once('close', () => open.delete(reply));
  });
  app.decorate('inFlight', {
    refuseNew() {
      refusing = true;
    },
    cutIncompleteBodies() {
      let cut = 0;
      for (const reply of open) {
        if (reply.request.raw.complete || reply.raw.headersSent) continue;
        // Written directly: the route has not run (its body is still being read), and Fastify must not
        // answer again when the read then fails.
        reply.hijack();
        const err = shuttingDown();
        reply.raw.writeHead(err.status, {
          'content-type': 'application/json; charset=utf-8',
          'retry-after': String(RETRY_AFTER_SECONDS),
          connection: 'close',
        });
        reply.raw.end(JSON.stringify({ error: err.code, message: err.message } satisfies ErrorBody));
        cut++;
      }
      return cut;
    },
  });
}
