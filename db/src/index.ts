import { Engine } from './engine.ts';
import { WireServer } from './server.ts';

export interface EmbeddedDbOptions {
  /** Directory for the journal and snapshots; omitted = purely in memory. */
  dataDir?: string;
  /** TCP port; 0 or omitted = any free port. */
  port?: number;
  /** Loopback address to listen on (127.0.0.1 by default; other hosts are refused). */
  host?: string;
  /** Journal size that triggers a snapshot + journal truncation (default 64 MiB). */
  compactBytes?: number;
}

export interface EmbeddedDb {
  uri: string;
  port: number;
  stop(): Promise<void>;
}

/** Starts a MongoDB-wire-compatible server (single-node replica set "rs0") inside this process. */
export async function startEmbeddedDb(opts: EmbeddedDbOptions = {}): Promise<EmbeddedDb> {
  const engine = new Engine();
  let persistence: { close(): Promise<void> } | null = null;
  if (opts.dataDir) {
    const { openJournal } = await import('./journal.ts');
    persistence = await openJournal(engine, opts.dataDir, opts.compactBytes);
  }
  const server = new WireServer(engine);
  const port = await server.listen({ port: opts.port, host: opts.host });
  // Housekeeping (TTL, idle cursors, abandoned transactions) must never keep the process alive.
  const { sweepTtl } = await import('./ttl.ts');
  const timer = setInterval(() => {
    engine.sweep();
    sweepTtl(engine);
  }, 1000);
  timer.unref();
  let stopped: Promise<void> | undefined;
  return {
    uri: `mongodb://${engine.address}/`,
    port,
    stop: () => {
      stopped ??= (async () => {
        clearInterval(timer);
        await server.close();
        engine.cursors.clear();
        await persistence?.close();
      })();
      return stopped;
    },
  };
}
