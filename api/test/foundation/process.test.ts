import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const baseEnv = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', APP_ENV: 'development' };

/** Starts the real server process and resolves with its port once it listens. */
function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: { ...baseEnv, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((ok, fail) => {
    let out = '';
    const timer = setTimeout(() => fail(new Error(`server did not start:\n${out}`)), 60_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = out.match(/Server listening at http:\/\/127\.0\.0\.1:(\d+)/);
      if (m) {
        clearTimeout(timer);
        ok({ child, port: Number(m[1]) });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => fail(new Error(`server exited with ${code}:\n${out}`)));
  });
}

function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<number | null> {
  return new Promise((ok) => {
    child.on('exit', (code) => ok(code));
    child.kill(signal);
  });
}

describe('the server process', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('refuses bad configuration at start-up, naming the variable', () => {
    const r = spawnSync(process.execPath, ['scripts/start.mjs'], {
      cwd: root,
      env: { ...baseEnv, PORT: 'abc' },
      encoding: 'utf8',
    });
    expect(r.status).not.toBe(0);
    expect(r.stderr).toContain('PORT');
    const prod = spawnSync(process.execPath, ['scripts/start.mjs'], {
      cwd: root,
      env: { ...baseEnv, APP_ENV: 'production' },
      encoding: 'utf8',
    });
    expect(prod.status).not.toBe(0);
    expect(prod.stderr).toContain('SESSION_SECRET');
  });

  it('keeps data in DATA_DIR across a graceful restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cum-data-'));
    dirs.push(dataDir);
    // No SESSION_SECRET: the generated development secret must survive the restart too.
    const env = { DATA_DIR: dataDir };

    const first = await startServer(env);
    const base = `http://127.0.0.1:${first.port}`;
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    const signIn = await fetch(`${base}/api/auth/telegram`, {
      method: 'POST',
      headers: {
        'x-telegram-id': '777000111',
        'x-telegram-username': 'restart_fan',
        'x-telegram-firstname': 'Ann',
      },
    });
    expect(signIn.status).toBe(200);
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(cookie).toMatch(/^sid=/);
    expect(await stop(first.child, 'SIGTERM')).toBe(0);

    const second = await startServer(env);
    try {
      const me = await fetch(`http://127.0.0.1:${second.port}/api/user`, { headers: { cookie } });
      expect(me.status).toBe(200);
      const body = (await me.json()) as { user: { username: string; telegramId: number } };
      expect(body.user).toMatchObject({ username: 'restart_fan', telegramId: 777000111 });
    } finally {
      expect(await stop(second.child, 'SIGINT')).toBe(0);
    }
  }, 120_000);
});
