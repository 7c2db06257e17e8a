import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runAdminCli, setAdminFlag } from '../../src/cli/admin.ts';
import { testConfig } from '../../src/config.ts';
import { connectDatabase } from '../../src/db/connect.ts';
import { createServices } from '../../src/services.ts';
import { createUserIn, useTestApp } from '../helpers/test-app.ts';

const ROOT = resolve(import.meta.dirname, '../../..');

describe('setAdminFlag', () => {
  const t = useTestApp();

  it('grants and revokes by email or Telegram id', async () => {
    const u = await t.createUser({ email: 'ops@example.com', telegramId: 31337 });
    const { User } = t.services.models;
    expect((await setAdminFlag(User, 'OPS@example.com', true)).changed).toBe(true);
    expect((await User.findById(u._id).lean())?.isAdmin).toBe(true);
    expect((await setAdminFlag(User, '31337', true)).changed).toBe(false);
    expect((await setAdminFlag(User, '31337', false)).changed).toBe(true);
    expect((await User.findById(u._id).lean())?.isAdmin).toBe(false);
  });

  it('refuses unknown accounts and malformed identifiers', async () => {
    const { User } = t.services.models;
    await expect(setAdminFlag(User, 'nobody@example.com', true)).rejects.toThrow(/No account with email/);
    await expect(setAdminFlag(User, '999999', true)).rejects.toThrow(/No account with Telegram id 999999/);
    await expect(setAdminFlag(User, '{"$ne":null}', true)).rejects.toThrow(/neither an email/);
  });
});

describe('npm run admin (embedded database files)', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'admin-cli-'));
    const db = await connectDatabase({ uri: null, dataDir });
    const services = await createServices({ config: testConfig(), connection: db.connection });
    await createUserIn(services, { email: 'root@example.com' });
    await db.close();
  });

  const env = (extra: Record<string, string> = {}) => {
    const { MONGODB_URI: _ignored, ...rest } = process.env;
    return { ...rest, APP_ENV: 'test', DATA_DIR: dataDir, PORT: '1', LOG_LEVEL: 'silent', ...extra };
  };

  it('grants admin through the real command, which persists in the files', async () => {
    const run = spawnSync('npm', ['run', '--silent', 'admin', '--', 'grant', 'root@example.com'], {
      cwd: ROOT,
      env: env(),
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
    expect(run.stdout).toMatch(/root@example.com now is an admin/);
    const db = await connectDatabase({ uri: null, dataDir });
    try {
      const services = await createServices({ config: testConfig(), connection: db.connection });
      expect((await services.models.User.findOne({ email: 'root@example.com' }).lean())?.isAdmin).toBe(true);
    } finally {
      await db.close();
    }
  }, 150_000);

  it('prints the usage for a bad command', async () => {
    await expect(runAdminCli(['promote', 'x'], env())).rejects.toThrow(/Usage: npm run admin/);
  });

  it('refuses to open the files while the server runs', async () => {
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    try {
      await expect(runAdminCli(['grant', 'root@example.com'], env({ PORT: String(port) }))).rejects.toThrow(
        /Stop the server first/,
      );
    } finally {
      server.close();
    }
  });

  it('says when there is no database at DATA_DIR', async () => {
    await expect(
      runAdminCli(['grant', 'root@example.com'], env({ DATA_DIR: join(dataDir, 'nope') })),
    ).rejects.toThrow(/No database at/);
  });
});
