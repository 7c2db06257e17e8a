import { writeFileSync } from 'node:fs';
import { getHeapStatistics } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { type EmbeddedDbOptions, startEmbeddedDb } from './index.ts';
import type { DbLog } from './log.ts';
import type { WorkerReply } from './worker-host.ts';

/** Inside the worker thread (see worker-host.ts): starts the server, stops it on request. */
const port = parentPort;
if (!port) throw new Error('worker.ts runs only as a worker thread');
const post = (m: WorkerReply) => port.postMessage(m);
// The database's warnings go to the host thread, which writes them to the caller's logger.
const log: DbLog = {
  info: (fields, msg) => post({ type: 'log', level: 'info', fields, msg }),
  warn: (fields, msg) => post({ type: 'log', level: 'warn', fields, msg }),
  error: (fields, msg) => post({ type: 'log', level: 'error', fields, msg }),
};
// The thread's name (at most 15 characters), as `top -H`, `ps -T` and the benchmarks' CPU per thread
// (tests/bench/harness.ts) show it; Linux only, and nothing else depends on it.
try {
  writeFileSync('/proc/thread-self/comm', 'embedded-db');
} catch {
  // Not Linux, or /proc is not mounted.
}
const heapOf = (h: ReturnType<typeof getHeapStatistics>) => ({
  heapUsed: h.used_heap_size,
  heapTotal: h.total_heap_size,
});
try {
  const db = await startEmbeddedDb({ ...(workerData as EmbeddedDbOptions), worker: false, log });
  port.on('message', async (m) => {
    if (m === 'memory') {
      // A full collection first when the process allows it (--expose-gc): what the database retains.
      (globalThis as { gc?: () => void }).gc?.();
      const { heapUsed, heapTotal } = heapOf(getHeapStatistics());
      post({ type: 'memory', heapUsed, heapTotal });
      return;
    }
    if (m === 'writeState') {
      post({ type: 'writeState', ...(await db.writeState()) });
      return;
    }
    if (m !== 'stop') return;
    await db.stop();
    post({ type: 'stopped' });
  });
  post({ type: 'ready', uri: db.uri, port: db.port, socketPath: db.socketPath });
} catch (e) {
  post({ type: 'error', message: (e as Error).message });
}
