import type { ErrorBody, ErrorCode } from '@cum/shared/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { AppError, databaseUnavailable, RETRY_AFTER_SECONDS } from '../lib/errors.ts';

/** Fixed texts for the framework's own 4xx errors: their messages may quote the request. */
const messageByStatus: Record<number, string> = {
  400: 'The request is malformed.',
  404: 'No such endpoint.',
  405: 'This method is not allowed here.',
  408: 'The request took too long to arrive.',
  413: 'The request body is too large.',
  415: 'Unsupported content type: send JSON.',
  431: 'The request headers are too large.',
};

const codeByStatus: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
  503: 'service_unavailable',
};

/** Where a validation error sits, as the client named it: "body.email", "params.id", "query.limit". */
function fieldPath(context: string | undefined, instancePath: string): string {
  const where = context === 'querystring' ? 'query' : (context ?? 'body');
  const rest = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return rest ? `${where}.${rest}` : where;
}

/** One error shape for the whole API: `{ error, message, issues? }`; 5xx details stay in the log. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((thrown: FastifyError, request, reply) => {
    let err = thrown;
    // A database that cannot be reached is a 503 the client may retry, not a bug: answered at once
    // (a short server selection, db/connect.ts) so requests do not pile up during an outage.
    if (isDatabaseUnavailable(err)) {
      request.log.warn({ err: { name: err.name, message: err.message } }, 'database unavailable');
      err = databaseUnavailable() as unknown as FastifyError;
    }
    let status = 500;
    let body: ErrorBody;
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => ({
        path: fieldPath(err.validationContext, v.instancePath),
        message: v.message ?? 'is invalid',
      }));
      status = 400;
      body = {
        error: 'bad_request',
        message: issues.map((i) => `${i.path}: ${i.message}`).join('; '),
        issues,
      };
    } else if (err instanceof AppError) {
      status = err.status;
      body = { error: err.code, message: err.message, ...err.detail };
    } else if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause.issues }, 'response does not match the contract');
      body = { error: 'internal_error', message: 'Something went wrong on our side. Please try again.' };
    } else if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      status = err.statusCode;
      const message =
        err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'body: must be valid JSON'
          : status === 429 && err.message
            ? err.message
            : (messageByStatus[status] ?? 'The request cannot be handled.');
      body = { error: codeByStatus[status] ?? 'bad_request', message };
    } else {
      request.log.error({ err }, 'request failed');
      body = { error: 'internal_error', message: 'Something went wrong on our side. Please try again.' };
    }
    if (status >= 500 && status !== 503) status = 500;
    if (status === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    return reply.status(status).send(body);
  });
});
