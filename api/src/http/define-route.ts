import type { RouteDef } from '@cum/shared/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { UserRecord } from '../models/user.ts';

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface RouteContext<R extends RouteDef> {
  params: Out<R['params']>;
  query: Out<R['query']>;
  body: Out<R['body']>;
  /** The signed-in user; guaranteed for 'user' and 'admin' routes. */
  user: R['access'] extends 'public' ? UserRecord | null : UserRecord;
  req: FastifyRequest;
  reply: FastifyReply;
}

export type RouteHandler<R extends RouteDef> = (ctx: RouteContext<R>) => Promise<z.input<R['response']>>;

/**
 * Registers one contract route: validation of params, query and body, the response schema (answers
 * that do not match the contract fail loudly), and the access check of `route.access`.
 */
export function defineRoute<R extends RouteDef>(
  app: FastifyInstance,
  route: R,
  handler: RouteHandler<R>,
  options: { config?: Record<string, unknown>; bodyLimit?: number } = {},
): void {
  const status = route.status ?? 200;
  app.route({
    method: route.method,
    url: route.path,
    schema: {
      summary: route.summary,
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body ? { body: route.body } : {}),
      response: { [status]: route.response },
    },
    config: { ...options.config, access: route.access },
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    preHandler: async (req) => {
      if (route.access !== 'public') await req.server.auth.require(req, route.access);
    },
    handler: async (req, reply) => {
      const user = await req.server.auth.currentUser(req);
      const result = await handler({
        params: req.params as Out<R['params']>,
        query: req.query as Out<R['query']>,
        body: req.body as Out<R['body']>,
        user: user as RouteContext<R>['user'],
        req,
        reply,
      });
      reply.status(status);
      return result;
    },
  });
}
