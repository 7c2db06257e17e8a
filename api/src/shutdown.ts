import type { FastifyInstance } from 'fastify';

/** Bodies still arriving this long after the signal are cut (503): a slow client cannot hold us up. */
export const BODY_GRACE_MS = 2_000;
/** Then every connection still open is closed, so the HTTP server's close resolves. */
const CLOSE_CONNECTIONS_MS = 4_500;

/**
 * The API's part of a shutdown (the entry's shutdown path in server/ bounds and sequences it): stop
 * accepting, let the requests in flight finish, cut bodies still trickling in after BODY_GRACE_MS,
 * then close whatever connection is left.
 */
export async function closeHttp(app: FastifyInstance): Promise<void> {
  app.inFlight.refuseNew();
  const cut = setTimeout(() => {
    const n = app.inFlight.cutIncompleteBodies();
    if (n > 0) app.log.warn({ requests: n }, 'cut requests whose bodies were still arriving');
  }, BODY_GRACE_MS);
  const force = setTimeout(() => app.server.closeAllConnections(), CLOSE_CONNECTIONS_MS);
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
    clearTimeout(force);
  }
}
