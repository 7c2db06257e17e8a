import net from 'node:net';
import type { Document } from 'bson';
import type { Engine } from './engine.ts';
import { DbError } from './errors.ts';
import { encodeMsgReply, encodeOpReply, MessageReader, MORE_TO_COME, OP_MSG, parseMessage } from './wire.ts';

export interface ServerOptions {
  port?: number;
  host?: string;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);

/** TCP front end: frames messages, hands commands to the engine in arrival order per connection. */
export class WireServer {
  private readonly server = net.createServer((s) => this.onConnection(s));
  private readonly sockets = new Set<net.Socket>();
  private nextConnId = 1;

  constructor(readonly engine: Engine) {}

  async listen(opts: ServerOptions): Promise<number> {
    const host = opts.host ?? '127.0.0.1';
    if (!LOOPBACK.has(host))
      throw new Error(`embedded database: refusing to listen on non-loopback host '${host}'`);
    const bindHost = host === 'localhost' ? '127.0.0.1' : host;
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(opts.port ?? 0, bindHost, () => {
        this.server.off('error', reject);
        resolve();
      });
    });
    const addr = this.server.address();
    if (!addr || typeof addr === 'string') throw new Error('no listening address');
    this.engine.address = `${bindHost === '::1' ? '[::1]' : bindHost}:${addr.port}`;
    return addr.port;
  }

  private onConnection(socket: net.Socket): void {
    const connectionId = this.nextConnId++;
    this.sockets.add(socket);
    socket.setNoDelay(true);
    const reader = new MessageReader();
    // Commands of one connection run in order; the driver never pipelines on a connection anyway.
    let chain: Promise<void> = Promise.resolve();
    socket.on('data', (chunk) => {
      let messages: Buffer[];
      try {
        messages = reader.push(chunk);
      } catch {
        socket.destroy();
        return;
      }
      for (const m of messages) chain = chain.then(() => this.handle(socket, m, connectionId));
    });
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  }

  private async handle(socket: net.Socket, raw: Buffer, connectionId: number): Promise<void> {
    let req: ReturnType<typeof parseMessage>;
    try {
      req = parseMessage(raw);
    } catch (e) {
      const reply = new DbError('FailedToParse', `invalid message: ${(e as Error).message}`).toReply();
      if (!socket.destroyed) socket.write(encodeMsgReply(raw.readInt32LE(4), reply));
      return;
    }
    let body = req.body;
    if (req.opCode !== OP_MSG) {
      // Legacy OP_QUERY is only used for the first handshake on "<db>.$cmd".
      const db = req.fullCollectionName?.split('.')[0] ?? 'admin';
      body = { ...body, $db: db };
    }
    let reply: Document;
    try {
      reply = await this.engine.execute(body, connectionId);
    } catch (e) {
      // Only a failed journal write gets here: the change is not durable, so the client must not get ok.
      reply = new DbError('InternalError', `embedded database: ${(e as Error).message}`).toReply();
    }
    if (socket.destroyed) return;
    if (req.opCode === OP_MSG) {
      if (req.flags & MORE_TO_COME) return;
      socket.write(encodeMsgReply(req.requestId, reply));
    } else socket.write(encodeOpReply(req.requestId, reply));
  }

  async close(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    this.sockets.clear();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
