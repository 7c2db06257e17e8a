/** Shared by bench:api and soak: start the bench server as a child process, drive it with autocannon. */
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

export interface BenchServer {
  child: ChildProcess;
  port: number;
  limitPort: number;
  cookies: string[];
  tma: string[];
  ids: string[];
  telegramIds: string[];
  taskIds: string[];
  /** Sessions of users who have never claimed (bench:api's succeeding claims use each once). */
  claimerCookies: string[];
  claimerIds: string[];
  /** A signed-in admin (bench:size's admin routes). */
  adminCookie: string;
  /** Per active user, an activity cursor half-way through their history (BENCH_LEDGER > 0 only). */
  deepCursors: string[];
  /** Memory right after a full garbage collection (what is retained, not what V8 has yet to free), in
   * bytes: the process's RSS, the API's heap and the embedded database worker's heap (null in-thread). */
  memoryAfterGc(): Promise<MemoryAfterGc>;
  /** User + system CPU time of the server process (API, database worker, GC threads) so far, in ms. */
  cpuMs(): number;
  /** The same for the embedded database's worker thread alone; null when the database runs in-thread
   * or the thread is not found (not Linux). */
  dbCpuMs(): number | null;
  stop(): Promise<void>;
}

export interface MemoryAfterGc {
  rss: number;
  heapUsed: number;
  dbHeapUsed: number | null;
  /** Documents in the database (all collections): its data, which the embedded database keeps in heap. */
  documents: number;
}

/** The name db/src/worker.ts gives the embedded database's thread. */
const DB_THREAD = 'embedded-db';

/** User + system CPU time in a /proc stat file (a process's or one thread's), in ms. */
function statCpuMs(file: string): number {
  const fields = readFileSync(file, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (100/s)
}

/** The id of the process's thread named `name`, or null. */
function findThread(pid: number, name: string): string | null {
  try {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      if (readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim() === name) return tid;
    }
  } catch {
    // No /proc (not Linux).
  }
  return null;
}

export async function startBenchServer(env: Record<string, string> = {}): Promise<BenchServer> {
  // --expose-gc only makes `gc()` callable, for memoryAfterGc(); it changes nothing else.
  // BENCH_NODE_FLAGS adds node/V8 flags to the server, e.g. `--trace-gc` to see its collections (node
  // refuses that one in NODE_OPTIONS); V8 flags apply to the embedded database's worker thread too.
  const child = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? []),
      '--expose-gc',
      '--import',
      'tsx',
      'tests/bench/bench-server.ts',
    ],
    {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    },
  );
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const info = await new Promise<Record<string, unknown>>((resolve, reject) => {
    // Seeding a large data set (bench:size: 1M ledger entries) takes minutes: BENCH_START_SECONDS.
    const limit = Number(env.BENCH_START_SECONDS ?? 120);
    const timer = setTimeout(
      () => reject(new Error(`bench server did not start in ${limit} s`)),
      limit * 1000,
    );
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    lines.on('line', (line) => {
      if (!line.startsWith('{"ready"')) return void process.stderr.write(`${line}\n`);
      clearTimeout(timer);
      resolve(JSON.parse(line));
    });
  });
  let dbThread: string | null | undefined;
  return {
    child,
    ...(info as Omit<BenchServer, 'child' | 'stop' | 'memoryAfterGc' | 'cpuMs'>),
    cpuMs: () => statCpuMs(`/proc/${child.pid}/stat`),
    dbCpuMs: () => {
      dbThread ??= findThread(child.pid as number, DB_THREAD);
      return dbThread === null ? null : statCpuMs(`/proc/${child.pid}/task/${dbThread}/stat`);
    },
    memoryAfterGc: () =>
      new Promise((resolve) => {
        child.once('message', (m) => resolve(m as MemoryAfterGc));
        child.send('memory-after-gc');
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(kill);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

export interface Target {
  method: 'GET' | 'POST';
  url: string;
  /** Headers of the n-th request (rotating through the seeded users). */
  headers: (n: number) => Record<string, string>;
  /** The n-th request's path, when it changes per request. */
  path?: (n: number) => string;
  body?: string | ((n: number) => string);
  /** Numbers requests across runs (each run starts at 0 otherwise): for requests that use a user once. */
  sequence?: { next: number };
}

export interface Result {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  status: Record<string, number>;
}

/** One bounded autocannon run (loopback, `connections` concurrent, `seconds` long). */
export async function drive(target: Target, seconds: number, connections = 50): Promise<Result> {
  const seq = target.sequence ?? { next: 0 };
  const result = await autocannon({
    url: target.url,
    connections,
    duration: seconds,
    requests: [
      {
        method: target.method,
        ...(typeof target.body === 'string' ? { body: target.body } : {}),
        setupRequest: (req: autocannon.Request) => {
          const n = seq.next++;
          const headers = target.headers(n);
          const body = typeof target.body === 'function' ? { body: target.body(n) } : {};
          return {
            ...req,
            ...body,
            ...(target.path ? { path: target.path(n) } : {}),
            headers: { ...req.headers, ...headers },
          };
        },
      },
    ],
  });
  return summarize(result);
}

/** Answers with a 5xx status in a run. */
export const serverErrors = (status: Record<string, number>) =>
  Object.entries(status).reduce((sum, [code, n]) => (code.startsWith('5') ? sum + n : sum), 0);

export const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits });

/** What a run printed: throughput, latency, errors and the count of each status code. */
function summarize(result: autocannon.Result): Result {
  // Exact status codes (autocannon's statusCodeStats): a 400 and a 409 mean different things here.
  const status: Record<string, number> = {};
  const byCode = (result as unknown as { statusCodeStats?: Record<string, { count: number }> })
    .statusCodeStats;
  for (const [code, { count }] of Object.entries(byCode ?? {})) if (count) status[code] = count;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    status,
  };
}
