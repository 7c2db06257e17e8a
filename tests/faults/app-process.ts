/** The real server (`server/src/main.ts`) as a child process on a durable embedded database. */
import { type ChildProcess, spawn } from 'node:child_process';

export interface AppProcess {
  child: ChildProcess;
  base: string;
  kill(signal: NodeJS.Signals): Promise<void>;
}

export async function startApp(
  dataDir: string,
  port: number,
  env: Record<string, string> = {},
): Promise<AppProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: new URL('../..', import.meta.url).pathname,
    env: {
      ...process.env,
      APP_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'error',
      BOT_TOKEN: '',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d) => {
    stderr += String(d);
  });
  const base = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 90_000;
  for (;;) {
    const early = await Promise.race([exited, new Promise((r) => setTimeout(() => r('wait'), 200))]);
    if (early !== 'wait') throw new Error(`server exited with ${early}: ${stderr.slice(-2000)}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) break;
    } catch {}
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer in 90 s: ${stderr.slice(-2000)}`);
    }
  }
  return {
    child,
    base,
    kill: async (signal) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
