import type { z } from 'zod';

/** Who may call a route: anyone, a signed-in user, or an admin. */
export type Access = 'public' | 'user' | 'admin';
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

type AnyObject = z.ZodType<Record<string, unknown>>;

export interface RouteDef {
  method: HttpMethod;
  /** Fastify-style path with `:name` parameters, always under /api. */
  path: `/api${string}`;
  access: Access;
  /**
   * True when the call earns or spends $CUM (or starts something that does, like a task or a game):
   * a suspended account is refused it (403 account_suspended) by the access guard, before anything
   * is read or written. Every non-GET user route must say true or false (see `route`).
   */
  money?: boolean;
  summary: string;
  params?: AnyObject;
  query?: AnyObject;
  body?: z.ZodType;
  /** Success status, 200 unless said otherwise. */
  status?: 200 | 201 | 202;
  response: z.ZodType;
}

/**
 * Declares one API call. The API registers it, the miniapp's client calls it and the tests import it,
 * so its path and shapes are written exactly once.
 */
export const route = <const T extends RouteDef>(def: T & MoneyDeclared<T>): T => def;

/**
 * A signed-in user's call that changes something must declare `money`, so a new earning or spending
 * route cannot forget the suspension check: leaving it out is a type error.
 */
type MoneyDeclared<T> = T extends { access: 'user'; method: Exclude<HttpMethod, 'GET'> }
  ? { money: boolean }
  : unknown;

export type Params<R extends RouteDef> = R['params'] extends z.ZodType ? z.input<R['params']> : undefined;
export type Query<R extends RouteDef> = R['query'] extends z.ZodType ? z.input<R['query']> : undefined;
export type Body<R extends RouteDef> = R['body'] extends z.ZodType ? z.input<R['body']> : undefined;
export type Response<R extends RouteDef> = z.output<R['response']>;

/** Fills `:name` segments of a route path; values are URI-encoded. */
export function buildPath(path: string, params?: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
