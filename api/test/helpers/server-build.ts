import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect } from 'vitest';

export const repoRoot = resolve(import.meta.dirname, '../../..');

/** Newest modification time of the build script and the files under `sourceDirs` (repo-relative). */
function newestSource(sourceDirs: string[]): number {
  let max = statSync(join(repoRoot, 'scripts/build-server.mjs')).mtimeMs;
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else max = Math.max(max, statSync(path).mtimeMs);
    }
  };
  for (const dir of sourceDirs) visit(join(repoRoot, dir));
  return max;
}

/**
 * Runs the server build (npm run build:server; esbuild, about a second) when `bundle` is missing or
 * older than its sources, so the compiled-code tests never run a stale bundle.
 */
export function buildServerIfStale(bundle: string, sourceDirs: string[]): void {
  if (existsSync(bundle) && statSync(bundle).mtimeMs >= newestSource(sourceDirs)) return;
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  expect(build.status, build.stderr).toBe(0);
}
