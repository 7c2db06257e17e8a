/** `npm run db` (the embedded database as its own process, over TCP) for the fault tests. */
import { type ChildProcess, spawn } from 'node:child_process';

export interface DbProcess {
  child: ChildProcess;
  uri: string;
  kill(signal: NodeJS.Signals): Promise<void>;
}

/** Starts the database on `port` with its files in `dataDir`; resolves once it prints its URI. */
export async function startDbProcess(dataDir: string, port: number): Promise<DbProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/db-main.ts'], {
    cwd: new URL('../..', import.meta.url).pathname,
    env: { ...process.env, DATA_DIR: dataDir, DB_PORT: String(port), DB_PASSWORD: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d) => {
    stderr += String(d);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const uri = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (d) => {
      out += String(d);
      const line = out.split('\n')[0];
      if (out.includes('\n') && line) resolve(line.trim());
    });
    void exited.then((code) => reject(new Error(`database exited with ${code}: ${stderr.slice(-2000)}`)));
    setTimeout(() => reject(new Error(`database did not start in 60 s: ${stderr.slice(-2000)}`)), 60_000);
  });
  return {
    child,
    uri,
    kill: async (signal) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      await exited;
    },
  };
}
