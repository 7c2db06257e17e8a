import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { type EmbeddedDb, startEmbeddedDb } from '@cum/embedded-mongo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServerIfStale, repoRoot as root } from '../helpers/server-build.ts';

const SERVER = join(root, 'server/dist/main.js');
const HIDE_DB = join(import.meta.dirname, 'without-embedded-db.mjs');

/** Runs `node <script>` the way the image does; `listening` resolves with the port, `exited` with the output. */
function startServer(env: Record<string, string>, script = SERVER) {
  const child = spawn(process.execPath, ['--enable-source-maps', '--import', HIDE_DB, script], {
    cwd: tmpdir(), // nothing may depend on the working directory being the repository
    env: { PATH: process.env.PATH ?? '', HOME: tmpdir(), HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<{ code: number | null; out: string }>((ok) =>
    child.on('exit', (code) => ok({ code, out })),
  );
  const listening = new Promise<number>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`the compiled server did not start:\n${out}`)), 30_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = out.match(/Server listening at http:\/\/127\.0\.0\.1:(\d+)/);
      if (m) {
        clearTimeout(timer);
        ok(Number(m[1]));
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(({ code }) => fail(new Error(`the compiled server exited with ${code}:\n${out}`)));
  });
  return { child, listening, exited };
}

describe('the built production server (npm run build)', () => {
  let db: EmbeddedDb;
  const children: ChildProcess[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'cum-built-'));
  /** What production requires (see .env.example), on the test's database. */
  const production = () => ({
    APP_ENV: 'production',
    NODE_ENV: 'production',
    MONGODB_URI: `${db.uri}cum_built`,
    SESSION_SECRET: 'a-production-like-secret-of-enough-length-0123456789',
    PUBLIC_URL: 'https://cum.example.com',
    EMAIL_SIGN_IN: 'false',
  });

  beforeAll(async () => {
    // Built once here when missing or older than its sources (esbuild: about a second).
    buildServerIfStale(SERVER, ['api/src', 'bot/src', 'server/src', 'shared/src']);
    db = await startEmbeddedDb({}); // over TCP, in memory: a stand-in for the production MongoDB
  }, 60_000);
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await db?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('bundles our workspaces, not the embedded database, and keeps source maps', () => {
    for (const [out, main] of [
      ['api/dist', 'admin'],
      ['server/dist', 'main'],
    ] as const) {
      const meta = JSON.parse(readFileSync(join(root, out, 'meta.json'), 'utf8')) as {
        inputs: Record<string, unknown>;
      };
      const inputs = Object.keys(meta.inputs);
      expect(inputs.some((f) => f.startsWith('shared/src/'))).toBe(true);
      expect(inputs.filter((f) => f.startsWith('db/') || f.includes('node_modules'))).toEqual([]);
      expect(existsSync(join(root, out, `${main}.js.map`))).toBe(true);
    }
  });

  it('runs on plain node with MONGODB_URI, in production mode, and answers /api/health', async () => {
    const server = startServer({ ...production(), DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    children.push(server.child);
    const port = await server.listening;
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
  }, 60_000);

  it('without MONGODB_URI and without the embedded database installed, says what to set', async () => {
    const server = startServer({ APP_ENV: 'development', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    children.push(server.child);
    server.listening.catch(() => {});
    const { code, out } = await server.exited;
    expect(code).toBe(1);
    expect(out).toMatch(/MONGODB_URI is not set and the embedded database .* is not installed/);
  }, 60_000);

  it('the built bot starts on plain node too, and refuses to run without BOT_TOKEN', async () => {
    const bot = startServer(production(), join(root, 'server/dist/bot.js'));
    children.push(bot.child);
    bot.listening.catch(() => {});
    const { code, out } = await bot.exited;
    expect(code).toBe(1);
    expect(out).toContain('BOT_TOKEN is not set');
  }, 60_000);

  it('the built admin command runs on plain node (docker-compose exec api node api/dist/admin.js ...)', async () => {
    // Asynchronously: the database answers from this process, which spawnSync would block.
    const run = await promisify(execFile)(
      process.execPath,
      [join(root, 'api/dist/admin.js'), 'grant', 'nobody@example.com'],
      {
        cwd: tmpdir(),
        env: { PATH: process.env.PATH ?? '', ...production() },
        timeout: 60_000,
      },
    ).then(
      () => ({ code: 0, stderr: '' }),
      (err: { code: number; stderr: string }) => err,
    );
    expect(run.code, run.stderr).toBe(1);
    expect(run.stderr).toContain('No account with email nobody@example.com');
  }, 60_000);
});
