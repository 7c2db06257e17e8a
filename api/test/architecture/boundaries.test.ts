import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The import boundaries live in biome.json (noRestrictedImports, per-folder overrides). This test
 * proves the linter enforces them: the repository's own configuration, copied next to deliberately
 * wrong files in a scratch folder, must refuse each of them, and the real tree must pass.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const biome = join(root, 'node_modules/.bin/biome');

function lint(cwd: string, paths: string[]): { ok: boolean; output: string } {
  try {
    const output = execFileSync(
      biome,
      ['lint', '--only=style/noRestrictedImports', '--max-diagnostics=200', ...paths],
      {
        cwd,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    return { ok: true, output };
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string };
    return { ok: false, output: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

// [file, import, allowed]
const cases: Array<[string, string, boolean]> = [
  // API features reach each other only through features/<name>/service.ts.
  ['api/src/features/profile/probe.ts', '../auth/wallet-proof.ts', false],
  ['api/src/features/profile/probe.ts', '../../features/auth/wallet-proof.ts', false],
  ['api/src/features/profile/probe.ts', '../auth/service.ts', true],
  ['api/src/features/profile/probe.ts', './wallet-link.ts', true],
  ['api/src/features/profile/probe.ts', '../../lib/errors.ts', true],
  ['api/src/features/profile/probe.ts', '../../models/registry.ts', true],
  // miniapp features never import each other; shared code lives in lib/ or ui/.
  ['miniapp/src/features/tasks/probe.ts', '../home/queries', false],
  ['miniapp/src/features/tasks/probe.ts', '../../features/home/queries', false],
  ['miniapp/src/features/tasks/probe.ts', './queries', true],
  ['miniapp/src/features/tasks/probe.ts', '../../lib/api-client', true],
  ['miniapp/src/features/tasks/probe.ts', '../../ui/toast/toast-store', true],
  // Only the database package's entry is public.
  ['api/src/db/probe.ts', '@cum/embedded-mongo/src/server.ts', false],
  ['api/src/db/probe.ts', '../../../db/src/server.ts', false],
  ['tests/faults/probe.ts', '../../db/src/journal.ts', false],
  ['api/src/db/probe.ts', '@cum/embedded-mongo', true],
  // shared/ imports no package but zod.
  ['shared/src/domain/probe.ts', 'mongoose', false],
  ['shared/src/domain/probe.ts', 'node:crypto', false],
  ['shared/src/domain/probe.ts', '@cum/api', false],
  ['shared/src/domain/probe.ts', '../../../api/src/lib/errors.ts', false],
  ['shared/src/domain/probe.ts', 'zod', true],
  ['shared/src/domain/probe.ts', './money.ts', true],
  ['shared/src/domain/probe.ts', '../contract/route.ts', true],
  // The API never reaches up to the bot or the entries composing them (server/ does the composing).
  ['api/src/probe.ts', '@cum/bot', false],
  ['api/src/cli/probe.ts', '../../../bot/src/run.ts', false],
  ['api/src/features/tasks/probe.ts', '@cum/bot', false],
  ['api/test/probe.ts', '@cum/server', false],
  ['api/src/probe.ts', '../../server/src/main.ts', false],
  ['server/src/probe.ts', '@cum/bot', true],
  ['server/src/probe.ts', '@cum/api', true],
];

describe('import boundaries (biome noRestrictedImports)', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'boundaries-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  // The real configuration, without the git integration (the scratch folder is no repository).
  const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'));
  config.$schema = undefined;
  config.vcs = { enabled: false };
  writeFileSync(join(scratch, 'biome.json'), JSON.stringify(config));

  it.each(cases)('%s importing %s: allowed %s', (file, specifier, allowed) => {
    const dir = mkdtempSync(join(scratch, 'case-'));
    writeFileSync(join(dir, 'biome.json'), JSON.stringify(config));
    mkdirSync(join(dir, dirname(file)), { recursive: true });
    writeFileSync(join(dir, file), `import { x } from '${specifier}';\n\nexport const y = x;\n`);
    const result = lint(dir, [file]);
    expect(result.ok, result.output).toBe(allowed);
    if (!allowed) expect(result.output).toContain('noRestrictedImports');
  });

  it('the repository itself respects every boundary', () => {
    const result = lint(root, ['api', 'bot', 'server', 'miniapp', 'shared', 'tests', 'db']);
    expect(result.ok, result.output).toBe(true);
  }, 60_000);
});

describe('the composition entry sits above api and bot', () => {
  const manifest = (ws: string) =>
    JSON.parse(readFileSync(join(root, ws, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
    };
  const deps = (ws: string) => {
    const m = manifest(ws);
    return Object.keys({ ...m.dependencies, ...m.devDependencies });
  };

  it('api depends on neither the bot nor the server; the server depends on both', () => {
    expect(deps('api')).not.toContain('@cum/bot');
    expect(deps('api')).not.toContain('@cum/server');
    expect(deps('bot')).not.toContain('@cum/server');
    expect(deps('server')).toEqual(expect.arrayContaining(['@cum/api', '@cum/bot']));
  });

  it('no file under api/ imports the bot or the server, and the entries live in server/src', () => {
    const files = execFileSync('git', ['ls-files', 'api'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((f) => /\.(ts|tsx|mjs)$/.test(f));
    const offenders = files.filter((f) =>
      /from ['"](@cum\/(bot|server)|[./]+\/(bot|server)\/src)/.test(readFileSync(join(root, f), 'utf8')),
    );
    expect(offenders).toEqual([]);
    const entries = execFileSync('git', ['ls-files', 'server/src'], { cwd: root, encoding: 'utf8' });
    expect(entries).toContain('server/src/main.ts');
    expect(entries).toContain('server/src/bot-main.ts');
    expect(entries).toContain('server/src/db-main.ts');
  });
});
