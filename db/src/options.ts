import type { JournalFs } from './journal-fs.ts';
import type { DbLog } from './log.ts';
import type { WriteState } from './persistence.ts';
import type { Credentials } from './scram.ts';

// The embedded database's public options and handle, apart from index.ts so that the worker host
// (which index.ts starts) can name them without importing its own caller.

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
  /**
   * Where the database's own warnings go (the entry's pino logger; anything with info/warn/error).
   * In a worker thread they are posted to this thread and written here. Default: JSON lines on stderr.
   */
  log?: DbLog;
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
