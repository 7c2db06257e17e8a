import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { requestLogSerializer } from '../http/redact-url.ts';

export type { Logger } from 'pino';

/**
 * Secrets that never reach a log line, wherever a caller puts them: request headers (cookies, the
 * Authorization header, Telegram's initData), answers' Set-Cookie, and any field named like a secret
 * at the top level or one object down. URLs are redacted by the request serializer (redact-url.ts).
 */
const SECRET_FIELDS = [
  'token',
  'password',
  'secret',
  'cookie',
  'initData',
  'botToken',
  'sessionSecret',
  'authorization',
];
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-telegram-init-data"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
];

/** The one JSON shape of the process: pino's, with secrets redacted and request URLs cleaned. */
export function logOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[REDACTED]' },
    serializers: {
      req: requestLogSerializer,
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      err: pino.stdSerializers.err,
    },
  };
}

export interface CreateLoggerOptions {
  level: string;
  /** Human-readable lines (pino-pretty, in a worker thread): development only. */
  pretty?: boolean;
  /** Where JSON lines go (stdout when unset); tests read them. */
  stream?: DestinationStream | { write(line: string): void };
  /** stdout (1, the default) or stderr (2) when no stream is given. */
  destination?: 1 | 2;
}

/**
 * The process's one logger, built once at the entry (server/) and handed to Fastify, the services,
 * the bot and the database. Development gets pino-pretty; production and tests get JSON lines.
 */
export function createLogger({
  level,
  pretty = false,
  stream,
  destination = 1,
}: CreateLoggerOptions): Logger {
  const options = logOptions(level);
  if (stream) return pino(options, stream as DestinationStream);
  if (pretty)
    return pino({
      ...options,
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', destination },
      },
    });
  return pino(options, pino.destination({ fd: destination, sync: true }));
}
