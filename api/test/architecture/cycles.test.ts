import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * No two modules import each other, directly or around a ring, type-only imports included (biome.json:
 * suspicious/noImportCycles with ignoreTypes false): one module owns each shared type. This proves the
 * repository's own configuration refuses a circle; `npm run lint` holds the real tree to it.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const biome = join(root, 'node_modules/.bin/biome');

function lint(cwd: string, path: string): { ok: boolean; output: string } {
  try {
    const args = ['lint', '--only=suspicious/noImportCycles', '--max-diagnostics=50', path];
    return { ok: true, output: execFileSync(biome, args, { cwd, encoding: 'utf8', stdio: 'pipe' }) };
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string };
    return { ok: false, output: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

describe('import cycles (biome noImportCycles)', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'cycles-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'));
  config.$schema = undefined;
  config.vcs = { enabled: false };
  writeFileSync(join(scratch, 'biome.json'), JSON.stringify(config));

  it.each([
    ['values', 'import { b } from', 'export const a = () => b;'],
    ['types only', 'import type { b } from', 'export type A = { b: typeof b };'],
  ])('refuses a circle of two modules (%s)', (_, importLine, body) => {
    const dir = mkdtempSync(join(scratch, 'case-'));
    writeFileSync(join(dir, 'biome.json'), JSON.stringify(config));
    mkdirSync(join(dir, 'src'));
    writeFileSync(join(dir, 'src/a.ts'), `${importLine} './b.ts';\n\n${body}\n`);
    writeFileSync(join(dir, 'src/b.ts'), "import { a } from './a.ts';\n\nexport const b = () => a;\n");
    const result = lint(dir, 'src');
    expect(result.ok, result.output).toBe(false);
    expect(result.output).toContain('noImportCycles');
  });
});
