import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Update } from 'grammy/types';
import { fakeBotInfo, TEST_TOKEN } from './fixtures.ts';

export interface RecordedRequest {
  method: string;
  payload: Record<string, unknown>;
}

type Reply =
  | { ok: true; result: unknown }
  | { ok: false; error_code: number; description: string; parameters?: object };

/**
 * A local stand-in for the Bot API, reached through TELEGRAM_API_ROOT: it serves queued updates to
 * getUpdates (honouring the offset) and records every request. `override` can answer any request
 * (and take its time doing so).
 */
export async function startFakeTelegram(
  override?: (request: RecordedRequest) => Reply | undefined | Promise<Reply | undefined>,
) {
  const requests: RecordedRequest[] = [];
  const queue: Update[] = [];

  const reply = async (request: RecordedRequest): Promise<Reply> => {
    const custom = await override?.(request);
    if (custom) return custom;
    switch (request.method) {
      case 'getMe':
        return { ok: true, result: fakeBotInfo };
      case 'getUpdates': {
        const offset = Number(request.payload.offset ?? 0);
        return { ok: true, result: queue.filter((update) => update.update_id >= offset) };
      }
      case 'sendMessage':
        return {
          ok: true,
          result: {
            message_id: requests.length,
            date: 0,
            chat: { id: request.payload.chat_id, type: 'private' },
          },
        };
      default:
        return { ok: true, result: true };
    }
  };

  const readBody = async (req: IncomingMessage): Promise<Record<string, unknown>> => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  };

  const server = createServer(async (req, res) => {
    const match = /^\/bot([^/]+)\/(\w+)$/.exec(req.url ?? '');
    const request = { method: match?.[2] ?? '?', payload: await readBody(req) };
    requests.push(request);
    let body: Reply;
    if (match?.[1] !== TEST_TOKEN) body = { ok: false, error_code: 401, description: 'Unauthorized' };
    else body = await reply(request);
    // Long polling: answer an empty getUpdates after a short pause instead of holding it for 30 s.
    if (
      request.method === 'getUpdates' &&
      body.ok &&
      Array.isArray(body.result) &&
      body.result.length === 0
    ) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    res.writeHead(body.ok ? 200 : body.error_code, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    apiRoot: `http://127.0.0.1:${port}`,
    requests,
    push(update: Update) {
      queue.push(update);
    },
    /** Resolves once a request satisfying `predicate` has been recorded. */
    async waitFor(predicate: (request: RecordedRequest) => boolean, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = requests.find(predicate);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error(`no matching request within ${timeoutMs} ms; saw ${requests.map((r) => r.method)}`);
    },
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

export type FakeTelegram = Awaited<ReturnType<typeof startFakeTelegram>>;
