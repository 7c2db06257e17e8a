import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorBody } from '@cum/shared/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** A raw HTTP answer in the one error shape, for errors that happen before Fastify has a request. */
function rawAnswer(status: number, reason: string, body: ErrorBody): string {
  const json = JSON.stringify(body);
  return `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(json)}\r\nContent-Type: application/json; charset=utf-8\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${json}`;
}

/** Malformed requests (bad HTTP, a Content-Length that lies, a request that took too long). */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  let answer: string;
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    answer = rawAnswer(408, 'Request Timeout', {
      error: 'bad_request',
      message: 'The request took too long to arrive.',
    });
  } else if (err.code === 'HPE_HEADER_OVERFLOW') {
    answer = rawAnswer(431, 'Request Header Fields Too Large', {
      error: 'bad_request',
      message: 'The request headers are too large.',
    });
  } else {
    answer = rawAnswer(400, 'Bad Request', { error: 'bad_request', message: 'The request is malformed.' });
  }
  if (socket.writable) socket.write(answer);
  socket.destroy();
}

/** Fastify's own early errors (an undecodable URL): the one error shape, without echoing the URL. */
export function frameworkErrors(_err: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  reply
    .status(400)
    .header('cache-control', 'no-store')
    .send({ error: 'bad_request', message: 'The request URL is malformed.' } satisfies ErrorBody);
}

/**
 * Caps the open connections of one address, so a client holding hundreds of slow requests cannot use
 * up the process's file descriptors. `exempt` addresses (trusted reverse proxies) are not capped.
 */
export function capConnectionsPerIp(server: Server, max: number, exempt: (address: string) => boolean) {
  if (max <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address || exempt(address)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
