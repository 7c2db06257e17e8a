import type { FastifyReply } from 'fastify';

/** Resolves once the answer of `reply` has been handed over (or the client went away). */
export function answered(reply: FastifyReply): Promise<void> {
  return new Promise((resolve) => {
    if (reply.raw.writableFinished || reply.raw.destroyed) return resolve();
    reply.raw.once('finish', () => resolve());
    reply.raw.once('close', () => resolve());
  });
}
