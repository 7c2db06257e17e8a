import { type ErrorBody, type ErrorCode, errorBody } from '@cum/shared/contract/errors';
import {
  type Body,
  buildPath,
  type Params,
  type Query,
  type Response,
  type RouteDef,
} from '@cum/shared/contract/route';
import type { z } from 'zod';
import { currentLanguage, t } from '../i18n/i18n';
import { fetchTakingEarly } from './early-requests';
import { type FieldIssue, splitFieldPaths } from './error-messages';
import { telegramEnv } from './telegram-env';

/** Codes the client adds for failures that never got a proper API error body. */
export type ClientErrorCode = 'network_error' | 'invalid_response' | 'unknown_error';

/**
 * A failed API call. `message` is the server's sentence and is what the toasts show (docs/product.md#calls-
 * and-errors).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: ErrorCode | ClientErrorCode,
    message: string,
    readonly issues: ReadonlyArray<{ path: string; message: string }> = [],
    /** Why a domain refusal happened, with its figures (the contract's error reasons), when the server said. */
    readonly detail: Pick<ErrorBody, 'reason' | 'params'> = {},
  ) {
    super(message);
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

type ParamsOption<R extends RouteDef> = R['params'] extends z.ZodType
  ? { params: Params<R> }
  : { params?: never };
type QueryOption<R extends RouteDef> = R['query'] extends z.ZodType
  ? Record<string, never> extends Query<R>
    ? { query?: Query<R> }
    : { query: Query<R> }
  : { query?: never };
type BodyOption<R extends RouteDef> = R['body'] extends z.ZodType ? { body: Body<R> } : { body?: never };

export type CallOptions<R extends RouteDef> = ParamsOption<R> &
  QueryOption<R> &
  BodyOption<R> & {
    signal?: AbortSignal;
    /** Extra request headers (the development x-telegram-* sign-in). */
    headers?: Record<string, string>;
  };

/** The options argument may be left out only when the route needs no params, query or body. */
type CallArgs<R extends RouteDef> =
  Record<string, never> extends CallOptions<R> ? [options?: CallOptions<R>] : [options: CallOptions<R>];

export interface ApiClientDeps {
  /** Looked up on each call so tests can stub the global. */
  fetch?: () => typeof fetch;
  /** Raw Telegram initData when running inside Telegram. */
  initData?: () => string | undefined;
  baseUrl?: string;
}

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The error's words: as the server sent them in English, else translated (error-translations.ts). */
async function wordsOf(
  code: string,
  message: string,
  issues?: readonly FieldIssue[],
  detail: Pick<ErrorBody, 'reason' | 'params'> = {},
): Promise<{ message: string; issues: FieldIssue[] }> {
  // A chunk that did not load (offline) leaves the English, which still helps.
  const local = currentLanguage() === 'en' ? null : await import('./error-translations').catch(() => null);
  return local ? local.translateError(code, message, issues, detail) : splitFieldPaths(message, issues);
}

async function errorFrom(res: globalThis.Response, text: string): Promise<ApiError> {
  const parsed = errorBody.safeParse(parseJson(text));
  if (parsed.success) {
    // People never read a field path ("body.password: ..."): it becomes an issue for that field.
    const detail = { reason: parsed.data.reason, params: parsed.data.params };
    const { message, issues } = await wordsOf(
      parsed.data.error,
      parsed.data.message,
      parsed.data.issues,
      detail,
    );
    return new ApiError(res.status, parsed.data.error, message, issues, detail);
  }
  // Not our error shape (a proxy page, a crash): the fallback is "status: body or status text"
  // (docs/product.md#calls-and-errors).
  const detail = text.trim().slice(0, 200) || res.statusText || 'Request failed';
  return new ApiError(res.status, 'unknown_error', `${res.status}: ${detail}`);
}

export function createApiClient(deps: ApiClientDeps = {}) {
  const getFetch = deps.fetch ?? (() => globalThis.fetch);
  const getInitData = deps.initData ?? (() => undefined);
  const baseUrl = deps.baseUrl ?? '';

  return async function apiCall<R extends RouteDef>(
    route: R,
    ...[options]: CallArgs<R>
  ): Promise<Response<R>> {
    const opts = (options ?? {}) as {
      params?: Record<string, string | number>;
      query?: Record<string, unknown>;
      body?: unknown;
      signal?: AbortSignal;
      headers?: Record<string, string>;
    };
    const url = `${baseUrl}${buildPath(route.path, opts.params)}${queryString(opts.query)}`;
    const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
    const hasBody = opts.body !== undefined;
    if (hasBody) headers['Content-Type'] = 'application/json';
    const initData = getInitData();
    if (initData) headers.Authorization = `tma ${initData}`;

    let res: globalThis.Response;
    try {
      res = await getFetch()(url, {
        method: route.method,
        credentials: 'include',
        headers,
        body: hasBody ? JSON.stringify(opts.body) : undefined,
        signal: opts.signal,
      });
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      throw new ApiError(0, 'network_error', t('error-network'));
    }

    const text = await res.text();
    if (!res.ok) throw await errorFrom(res, text);

    const parsed = route.response.safeParse(parseJson(text));
    if (!parsed.success) {
      throw new ApiError(res.status, 'invalid_response', t('error-bad-answer'));
    }
    return parsed.data as Response<R>;
  };
}

/**
 * The app-wide client: cookies for the browser, the initData header inside Telegram. A first read of
 * the page takes the request the entry started (lib/early-requests.ts), once; later reads fetch.
 */
export const apiCall = createApiClient({
  initData: () => telegramEnv().rawInitData,
  fetch: () => fetchTakingEarly,
});
