import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../src/db/connect.ts';
import { createModels } from '../../src/models/registry.ts';
import { buildServerIfStale, repoRoot as root } from '../helpers/server-build.ts';

const dist = (name: string) => join(root, 'api/dist', name);

/**
 * `node api/dist/audit-ledger.js` and `node api/dist/admin.js` (npm run build:server) in a development
 * checkout, on the embedded database's files, with nothing in the environment but DATA_DIR (PORT only
 * so the admin CLI's "is the server running?" probe cannot meet another server on this machine).
 */
describe('the compiled CLIs on the embedded database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'cum-cli-dist-'));
  const TG = 770_000_123;
  beforeAll(async () => {
    buildServerIfStale(dist('admin.js'), ['api/src', 'shared/src']);
    const db = await connectDatabase({ uri: null, dataDir });
    try {
      await createModels(db.connection).User.create({
        authMethod: 'telegram',
        telegramId: TG,
        username: 'cli_dist',
        usernameLower: 'cli_dist',
        referralCode: 'CLIDIST1',
      });
    } finally {
      await db.close();
    }
  }, 120_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const run = (script: string, args: string[] = []) =>
    spawnSync(process.execPath, [dist(script), ...args], {
      cwd: tmpdir(),
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, PORT: '1' },
      encoding: 'utf8',
      timeout: 60_000,
    });

  it('audit-ledger.js reads the files and reports', () => {
    const r = run('audit-ledger.js');
    expect(r.stderr).not.toContain('ERR_UNKNOWN_FILE_EXTENSION');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('OK: every balance equals its ledger.');
    expect(r.stdout).toContain('users: 1');
  });

  it('admin.js grants the admin role', async () => {
    const r = run('admin.js', ['grant', String(TG)]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain(`Telegram ${TG} now is an admin`);
    const db = await connectDatabase({ uri: null, dataDir });
    try {
      const user = await createModels(db.connection).User.findOne({ telegramId: TG }).lean();
      expect(user?.isAdmin).toBe(true);
    } finally {
      await db.close();
    }
  });
});
