import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';
import { type DbLogRecord, stderrLog } from './log.ts';
import type { EmbeddedDb, EmbeddedDbOptions } from './options.ts';
import type { WriteState } from './persistence.ts';

export type WorkerReply =
  | { type: 'ready'; uri: string; port?: number; socketPath?: string }
  | { type: 'error'; message: string }
  | { type: 'memory'; heapUsed: number; heapTotal: number }
  | { type: 'writeState'; writable: boolean; lastError: string | null }
  | { type: 'stopped' }
  | DbLogRecord;

/**
 * The worker's young generation (V8 grows it up to this under allocation, an idle database does not
 * pay it). The database keeps every document and index entry in its heap (1.5 GB at 1,000,000 ledger
 * entries), and with V8's default each request's short-lived objects were collected and promoted
 * often enough that reads making several round trips slowed with the heap: `npm run bench:size`, the
 * one-match admin search's p99 large/small 1.36 and 3.55 (and 1.50 the night before) with the
 * default, 1.00 and 1.25 with 96 MB, every other hot read within 1.3x in the second 96 MB run
 * (docs/benchmarks.md, 27 November 2026).
 */
const YOUNG_GENERATION_MB = 96;

/**
 * V8's memory reducer runs up to three full collections when an isolate's allocation drops after a
 * busy spell, to hand memory back. The database's heap is nearly all live data (documents and index
 * entries: 1.4 GB at 1,000,000 ledger entries), so each of those collections marks all of it for
 * nothing: three in a row freed 148, 2 and 0.5 MB of 1.4 GB, at 1.2–1.5 s of CPU each, and a request
 * arriving meanwhile shares the 2 cores with that marking. The worker's isolate is created without
 * it. V8 reads the flag once, when it sets up an isolate's heap: it is off only while the worker's
 * isolate is being created, so the caller's own isolate keeps its reducer. `npm run bench:size`:
 * with the reducer, 4–5 hot reads over 1.3x in each run; without it, none (docs/benchmarks.md). The
 * price: after a busy spell the worker keeps the memory it grew to (RSS after the bench 2.6 GB
 * instead of 1.9 GB at 1,000,000 entries) rather than handing it back while idle; under load the
 * reducer does nothing, so the peak is the same.
 */
function withoutMemoryReducer(create: () => Worker): Worker {
  setFlagsFromString('--no-memory-reducer');
  const worker = create();
  const restore = () => setFlagsFromString('--memory-reducer');
  worker.once('online', restore);
  worker.once('error', restore);
  worker.once('exit', restore);
  return worker;
}

/** Data directories open in workers of this process: the journal's lock file cannot tell two threads
 * of one process apart (same pid), so this thread keeps the list. */
const openDirs = new Set<string>();

/**
 * Runs the server in a worker thread: engine, journal and socket live there, so the database's work
 * (parsing, queries, index updates, journal writes) leaves the caller's event loop; the caller
 * reaches it through the socket like any client. A command is still answered only after its journal
 * record is fsynced, by the worker.
 */
export async function startInWorker(opts: EmbeddedDbOptions): Promise<EmbeddedDb> {
  const dir = opts.dataDir && !opts.inMemory ? path.resolve(opts.dataDir) : null;
  if (dir && openDirs.has(dir))
    throw new Error(`embedded database: data directory ${dir} is already open in this process`);
  if (dir) openDirs.add(dir);
  // An empty execArgv: the boot file installs the TypeScript loader itself, whoever started us (tsx, vitest).
  // The logger stays here (functions do not cross threads): the worker posts its lines to this one.
  const { log = stderrLog, ...data } = opts;
  const worker = withoutMemoryReducer(
    () =>
      new Worker(new URL('./worker-boot.mjs', import.meta.url), {
        workerData: data,
        execArgv: [],
        resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
      }),
  );
  worker.on('message', (m: WorkerReply) => {
    if (m.type === 'log') log[m.level](m.fields, m.msg);
  });
  let stopped: Promise<void> | undefined;
  const release = () => {
    if (dir) openDirs.delete(dir);
  };
  const ready = await new Promise<Extract<WorkerReply, { type: 'ready' }>>((resolve, reject) => {
    const onExit = (code: number) => reject(new Error(`embedded database worker exited (${code})`));
    // Log lines (a recovery warning) may come before the answer.
    const onMessage = (m: WorkerReply) => {
      if (m.type === 'log') return;
      worker.off('error', reject);
      worker.off('exit', onExit);
      worker.off('message', onMessage);
      if (m.type === 'ready') resolve(m);
      else reject(new Error(m.type === 'error' ? m.message : 'embedded database worker: unexpected reply'));
    };
    worker.once('error', reject);
    worker.once('exit', onExit);
    worker.on('message', onMessage);
  }).catch(async (e) => {
    release();
    await worker.terminate();
    throw e;
  });
  // A database that dies under the app must not go unnoticed: the same as an exception in-thread.
  worker.on('error', (e) => {
    if (!stopped)
      process.nextTick(() => {
        throw e;
      });
  });
  // Memory requests are answered in order (one thread, one message queue).
  const memoryWaiters: ((m: { heapUsed: number; heapTotal: number }) => void)[] = [];
  const stateWaiters: ((s: WriteState) => void)[] = [];
  worker.on('message', (m: WorkerReply) => {
    if (m.type === 'memory') memoryWaiters.shift()?.({ heapUsed: m.heapUsed, heapTotal: m.heapTotal });
    if (m.type === 'writeState') stateWaiters.shift()?.({ writable: m.writable, lastError: m.lastError });
  });
  return {
    uri: ready.uri,
    port: ready.port,
    socketPath: ready.socketPath,
    memory: () =>
      new Promise((resolve) => {
        memoryWaiters.push(resolve);
        worker.postMessage('memory');
      }),
    writeState: () =>
      new Promise((resolve) => {
        stateWaiters.push(resolve);
        worker.postMessage('writeState');
      }),
    stop: () => {
      stopped ??= new Promise<void>((resolve) => {
        worker.on('message', (m: WorkerReply) => {
          if (m.type === 'stopped') resolve();
        });
        worker.once('exit', () => resolve());
        worker.postMessage('stop');
      }).then(async () => {
        await worker.terminate();
        release();
      });
      return stopped;
    },
  };
}
