import fs from 'node:fs';
import path from 'node:path';
import { Engine } from './engine.ts';
import type { EmbeddedDb, EmbeddedDbOptions } from './options.ts';
import { WireServer } from './server.ts';
import { chooseSocketPath, clearStaleSocket, ensurePrivateDir, socketUri } from './socket-path.ts';

export { type JournalFs, nodeJournalFs } from './journal-fs.ts';
export type { DbLog, DbLogFields } from './log.ts';
export type { EmbeddedDb, EmbeddedDbOptions } from './options.ts';
export type { WriteState } from './persistence.ts';
export type { Credentials } from './scram.ts';

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
    persistence = await openJournal(engine, dataDir, opts.compactBytes, opts.journalFs, opts.log);
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
export { type DbCliConfig, loadDbConfig } from './config.ts';
