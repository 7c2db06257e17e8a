import fs from 'node:fs';
import path from 'node:path';
import { Engine } from './engine.ts';
import type { JournalFs } from './journal-fs.ts';
import type { WriteState } from './persistence.ts';
import type { Credentials } from './scram.ts';
import { WireServer } from './server.ts';
import { chooseSocketPath, clearStaleSocket, ensurePrivateDir, socketUri } from './socket-path.ts';

export { type JournalFs, nodeJournalFs } from './journal-fs.ts';
export type { WriteState } from './persistence.ts';
export type { Credentials } from './scram.ts';

export interface EmbeddedDbOptions {
  /** Directory for the journal, snapshots and the Unix socket; omitted = in memory, socket in a private temp dir. */
  dataDir?: string;
  /** Keep the data in memory even with a dataDir (which then only holds the socket). */
  inMemory?: boolean;
  /**
   * TCP port on loopback (0 = any free port). Given (or `host` given), the server listens on TCP
   * instead of the Unix socket: for other processes (`npm run db`); protect it with `auth`.
   */
  port?: number;
  /** Loopback address for TCP (127.0.0.1 by default; other hosts are refused). */
  host?: string;
  /** Journal size that triggers a snapshot + journal truncation (default 64 MiB). */
  compactBytes?: number;
  /** Require SCRAM-SHA-256 authentication as this user (defined in the `admin` database). */
  auth?: Credentials;
  /** Run the engine, journal and socket in a worker thread, off the caller's event loop. */
  worker?: boolean;
  /** In-process only (a test seam): the journal's write/sync/truncate calls, to inject short writes
   * and ENOSPC. Defaults to node:fs. */
  journalFs?: JournalFs;
}

export interface EmbeddedDb {
  /** `mongodb://<url-encoded socket path>/`, or `mongodb://127.0.0.1:<port>/` over TCP. */
  uri: string;
  /** The TCP port; undefined on a Unix socket. */
  port?: number;
  /** The Unix socket (mode 0600, in a 0700 directory); undefined over TCP. */
  socketPath?: string;
  /**
   * In a worker thread only: the worker's V8 heap (bytes), after a full collection when the process
   * runs with --expose-gc. In-process the caller's own `process.memoryUsage()` already covers it.
   */
  memory?: () => Promise<{ heapUsed: number; heapTotal: number }>;
  /**
   * Whether the database can write now: false after a journal write failed (a full disk), until a
   * probe write succeeds again (for a health check). Always writable in memory.
   */
  writeState(): Promise<WriteState>;
  stop(): Promise<void>;
}

/** Starts a MongoDB-wire-compatible server (single-node replica set "rs0") inside this process. */
export async function startEmbeddedDb(opts: EmbeddedDbOptions = {}): Promise<EmbeddedDb> {
  if (opts.worker) {
    if (opts.journalFs) throw new Error('embedded database: journalFs cannot cross into a worker thread');
    const { startInWorker } = await import('./worker-host.ts');
    return startInWorker({ ...opts, worker: false });
  }
  const engine = new Engine();
  let persistence: { close(): Promise<void> } | null = null;
  const dataDir = opts.dataDir && !opts.inMemory ? opts.dataDir : undefined;
  if (opts.dataDir) ensurePrivateDir(opts.dataDir);
  if (dataDir) {
    const { openJournal } = await import('./recovery.ts');
    persistence = await openJournal(engine, dataDir, opts.compactBytes, opts.journalFs);
  }
  let account = null;
  if (opts.auth) {
    const { ScramUser } = await import('./scram.ts');
    account = new ScramUser(opts.auth);
  }
  const server = new WireServer(engine, account);
  const tcp = opts.port !== undefined || opts.host !== undefined;
  let port: number | undefined;
  let socketPath: string | undefined;
  let ownDir: string | null = null;
  let cleanup: string | null = null;
  try {
    if (tcp) port = await server.listen({ port: opts.port, host: opts.host });
    else {
      const place = chooseSocketPath(opts.dataDir);
      ownDir = place.ownDir;
      // A failed start must not remove a directory a live server of the same data directory uses.
      cleanup = place.shared ? null : ownDir;
      socketPath = place.path;
      await clearStaleSocket(socketPath);
      await server.listenSocket(socketPath);
    }
  } catch (e) {
    if (cleanup) fs.rmSync(cleanup, { recursive: true, force: true });
    await persistence?.close();
    throw e;
  }
  // Housekeeping (TTL, idle cursors, abandoned transactions) must never keep the process alive.
  const { sweepTtl } = await import('./ttl.ts');
  const timer = setInterval(() => {
    engine.sweep();
    sweepTtl(engine);
  }, 1000);
  timer.unref();
  let stopped: Promise<void> | undefined;
  return {
    uri: socketPath ? socketUri(socketPath) : `mongodb://${engine.address}/`,
    port,
    socketPath,
    writeState: () => engine.writeState(),
    stop: () => {
      stopped ??= (async () => {
        clearInterval(timer);
        await server.close();
        engine.cursors.clear();
        await persistence?.close();
        if (socketPath) fs.rmSync(socketPath, { force: true });
        if (ownDir) fs.rmSync(path.resolve(ownDir), { recursive: true, force: true });
      })();
      return stopped;
    },
  };
}
