import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { productionEnv } from '../helpers/test-app.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const { EMBEDDED_DB: _optIn, ...withoutChoice } = productionEnv({ PORT: '0', HOST: '127.0.0.1' });

/** Production never falls back to the embedded database silently: MONGODB_URI, or EMBEDDED_DB=true. */
describe('production chooses its database explicitly', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'cum-prod-db-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a production config with neither MONGODB_URI nor EMBEDDED_DB=true, naming MONGODB_URI', () => {
    expect(() => loadConfig(withoutChoice)).toThrow(
      /MONGODB_URI: is required in production.*EMBEDDED_DB=true/,
    );
    expect(() => loadConfig({ ...withoutChoice, EMBEDDED_DB: 'false' })).toThrow(/MONGODB_URI/);
    expect(() => loadConfig({ ...withoutChoice, EMBEDDED_DB: 'maybe' })).toThrow(
      /EMBEDDED_DB: must be one of true, 1, yes, false, 0, no/,
    );
    const onMongo = loadConfig({ ...withoutChoice, MONGODB_URI: 'mongodb://db:27017/cum?replicaSet=rs0' });
    expect(onMongo.embeddedDbInProduction).toBe(false);
    expect(loadConfig({ ...withoutChoice, EMBEDDED_DB: 'true' }).embeddedDbInProduction).toBe(true);
    // Outside production nothing changes: no MONGODB_URI means the embedded database.
    expect(loadConfig({ APP_ENV: 'development' }).embeddedDbInProduction).toBe(false);
  });

  it('the server exits at start with that message', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: root,
      env: { ...process.env, ...withoutChoice, MONGODB_URI: '', EMBEDDED_DB: '', DATA_DIR: dataDir },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('MONGODB_URI: is required in production');
  });

  it('with EMBEDDED_DB=true it starts on the embedded database and warns that it is single-machine mode', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        ...withoutChoice,
        MONGODB_URI: '',
        EMBEDDED_DB: 'true',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    let out = '';
    const warned = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), 60_000);
      const onData = (d: Buffer) => {
        out += String(d);
        if (out.includes('single-machine mode')) {
          clearTimeout(timer);
          resolve(true);
        }
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      void exited.then(() => resolve(false));
    });
    child.kill('SIGTERM');
    expect(warned, out).toBe(true);
    expect(out).toContain('EMBEDDED_DB=true');
    expect(await exited).toBe(0);
  }, 90_000);
});
