import fs from 'node:fs';
import net from 'node:net';
import type { Document } from 'bson';
import type { Engine } from './engine.ts';
import { DbError } from './errors.ts';
import { FailPoints } from './fail-points.ts';
import { ScramConversation, type ScramUser } from './scram.ts';
import { encodeMsgReply, encodeOpReply, MessageReader, MORE_TO_COME, OP_MSG, parseMessage } from './wire.ts';

export interface ServerOptions {
  port?: number;
  host?: string;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);
/** What MongoDB lets an unauthenticated connection run: the handshake and the login itself. */
const OPEN_COMMANDS = new Set([
  'hello',
  'isMaster',
  'ismaster',
  'ping',
  'saslStart',
  'saslContinue',
  'endSessions',
]);

interface Conn {
  id: number;
  authenticated: boolean;
  scram: ScramConversation | null;
  /** The driver's appName from its handshake (fail points can be limited to one). */
  appName?: string;
}

/** Network front end (TCP or Unix socket): frames messages, hands commands to the engine in arrival
 * order per connection, and holds each connection's authentication. */
export class WireServer {
  private readonly server = net.createServer((s) => this.onConnection(s));
  private readonly sockets = new Set<net.Socket>();
  private nextConnId = 1;

  /** With a user, every command but the handshake needs SCRAM-SHA-256 authentication first. */
  constructor(
    readonly engine: Engine,
    private readonly account: ScramUser | null = null,
  ) {}

  /** Listens on a Unix socket, readable and writable by this user only. */
  async listenSocket(socketPath: string): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(socketPath, () => {
        this.server.off('error', reject);
        resolve();
      });
    });
    // The directory is already private (0700); this also closes the socket itself to the group.
    fs.chmodSync(socketPath, 0o600);
    this.engine.address = socketPath;
  }

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
    const conn: Conn = { id: this.nextConnId++, authenticated: this.account === null, scram: null };
    this.sockets.add(socket);
    socket.setNoDelay(true); // a no-op on a Unix socket
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
      for (const m of messages) chain = chain.then(() => this.handle(socket, m, conn));
    });
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  }

  private async handle(socket: net.Socket, raw: Buffer, conn: Conn): Promise<void> {
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
    const name = Object.keys(body)[0] ?? '';
    if (name === 'hello' || name.toLowerCase() === 'ismaster') {
      const app = (body.client as Document | undefined)?.application?.name;
      if (typeof app === 'string') conn.appName = app;
    }
    const fail = this.engine.failPoints.match(name, conn.appName);
    if (fail?.blockConnection && fail.blockTimeMS) await new Promise((r) => setTimeout(r, fail.blockTimeMS));
    if (fail?.closeConnection) {
      socket.destroy();
      return;
    }
    let reply: Document;
    try {
      if (fail?.errorCode !== undefined) reply = FailPoints.errorReply(fail);
      else
        reply = this.account
          ? await this.authenticated(body, conn)
          : await this.engine.execute(body, conn.id);
    } catch (e) {
      // Not expected (a failed journal write is answered by the engine): the client must not get ok.
      reply = new DbError('InternalError', `embedded database: ${(e as Error).message}`).toReply();
    }
    if (fail?.writeConcernError && reply.ok === 1) reply.writeConcernError = fail.writeConcernError;
    if (socket.destroyed) return;
    if (req.opCode === OP_MSG) {
      if (req.flags & MORE_TO_COME) return;
      socket.write(encodeMsgReply(req.requestId, reply));
    } else socket.write(encodeOpReply(req.requestId, reply));
  }

  /** A command on a server that requires authentication. */
  private async authenticated(body: Document, conn: Conn): Promise<Document> {
    const name = Object.keys(body)[0] ?? '';
    const db = typeof body.$db === 'string' ? body.$db : 'admin';
    const account = this.account as ScramUser;
    try {
      if (name === 'saslStart') {
        conn.scram = new ScramConversation(account);
        conn.scram.skipEmpty = (body.options as Document | undefined)?.skipEmptyExchange === true;
        return conn.scram.start(body, db);
      }
      if (name === 'saslContinue') {
        if (!conn.scram) throw new DbError('ProtocolError', 'No SASL session state found');
        const { reply, authenticated } = conn.scram.continue(body);
        if (authenticated) conn.authenticated = true;
        return reply;
      }
    } catch (e) {
      conn.scram = null;
      if (e instanceof DbError) return e.toReply();
      throw e;
    }
    if (!conn.authenticated && !OPEN_COMMANDS.has(name))
      return new DbError('Unauthorized', `command ${name} requires authentication`).toReply();
    const reply = await this.engine.execute(body, conn.id);
    if (name === 'hello' || name.toLowerCase() === 'ismaster') this.helloAuth(body, reply, conn);
    return reply;
  }

  /** hello's part of the login: the mechanisms of the user, and the first SCRAM step when the driver
   * sends it along (speculativeAuthenticate saves a round trip, as with MongoDB). */
  private helloAuth(body: Document, reply: Document, conn: Conn): void {
    if (typeof body.saslSupportedMechs === 'string') reply.saslSupportedMechs = ['SCRAM-SHA-256'];
    const spec = body.speculativeAuthenticate as Document | undefined;
    if (!spec || spec.saslStart === undefined || spec.mechanism !== 'SCRAM-SHA-256') return;
    try {
      const scram = new ScramConversation(this.account as ScramUser);
      scram.skipEmpty = (spec.options as Document | undefined)?.skipEmptyExchange === true;
      reply.speculativeAuthenticate = scram.start(spec, typeof spec.db === 'string' ? spec.db : 'admin');
      conn.scram = scram;
    } catch {
      // MongoDB leaves the field out when speculative authentication cannot start; the driver then logs in normally.
    }
  }

  async close(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    this.sockets.clear();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
