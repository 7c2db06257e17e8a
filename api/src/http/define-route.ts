import type { Access, RouteDef } from '@cum/shared/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import type { UserRecord } from '../models/user.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (the contract's `access`), enforced by accessGuard. */
    access?: Access;
    /** The contract's `money`: refused to a suspended account by accessGuard. */
    money?: boolean;
  }
}

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
 * The one access check of the API: the route's declared `config.access` (the contract's `access`
 * field), enforced on `onRequest`, before the body is parsed or validated, so an anonymous or
 * non-admin caller learns nothing about a protected route's input and costs no parsing. The same
 * check refuses a suspended account every route whose contract says `money: true`.
 */
export async function accessGuard(req: FastifyRequest): Promise<void> {
  const { access, money } = req.routeOptions.config ?? {};
  if (access === 'user' || access === 'admin') await req.server.auth.require(req, access, money === true);
}

/**
 * Makes the guard impossible to skip: registering an /api route that does not declare its access and
 * run accessGuard (i.e. not through defineRoute, or the bot webhook) fails when the app is built.
 */
export function requireAccessGuard(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const access = route.config?.access;
    const guarded = [route.onRequest ?? []].flat().includes(accessGuard);
    if (!access || !guarded) {
      throw new Error(
        `${route.method} ${route.url}: API routes are registered with defineRoute (access guard)`,
      );
    }
  });
}

/**
 * Registers one contract route: validation of params, query and body, the response schema (answers
 * that do not match the contract fail loudly), and the access check of `route.access` (accessGuard).
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
    config: { ...options.config, access: route.access, money: route.money === true },
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    onRequest: accessGuard,
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
