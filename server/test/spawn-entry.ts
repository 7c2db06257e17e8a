/** An entry of server/src as a real child process (under tsx), its output kept for assertions. */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

export const repoRoot = join(import.meta.dirname, '../..');

export interface Entry {
  child: ChildProcess;
  out: () => string;
  stdout: () => string;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
  /** Resolves once the output matches `pattern` (rejects if the process exits first). */
  waitFor(pattern: RegExp, ms?: number): Promise<RegExpMatchArray>;
  /** Sends `signal` and resolves with the exit code and how long the exit took. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; ms: number }>;
}

export function spawnEntry(file: string, env: Record<string, string>): Entry {
  const child = spawn(process.execPath, ['--import', 'tsx', join('server/src', file)], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let stdout = '';
  child.stdout?.on('data', (d) => {
    out += String(d);
    stdout += String(d);
  });
  child.stderr?.on('data', (d) => {
    out += String(d);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    out: () => out,
    stdout: () => stdout,
    exited,
    waitFor: (pattern, ms = 45_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${pattern} in ${ms} ms:\n${out}`)), ms);
        const check = () => {
          const m = out.match(pattern);
          if (!m) return false;
          clearTimeout(timer);
          resolve(m);
          return true;
        };
        if (check()) return;
        const onData = () => {
          if (check()) {
            child.stdout?.off('data', onData);
            child.stderr?.off('data', onData);
          }
        };
        child.stdout?.on('data', onData);
        child.stderr?.on('data', onData);
        void exited.then((code) => {
          clearTimeout(timer);
          if (!check()) reject(new Error(`exited with ${code} before ${pattern}:\n${out}`));
        });
      }),
    stop: async (signal = 'SIGTERM') => {
      const started = Date.now();
      child.kill(signal);
      const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
      const code = await exited;
      clearTimeout(kill);
      return { code, ms: Date.now() - started };
    },
  };
}
