#!/usr/bin/env node
// `npm run build:server`: the server entries (server/src: the server, the standalone bot) and the API's
// CLIs as plain JavaScript for `node` (esbuild).
// Each entry is one ES module file bundling our own workspaces (@cum/shared, @cum/api, @cum/bot are
// TypeScript sources); every npm package stays external and is loaded from node_modules, as installed
// by `npm ci --omit=dev`. @cum/embedded-mongo (a development dependency) stays external too: the API
// imports it only without MONGODB_URI, so the production server never needs it.
import { rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const BUNDLED = /^@cum\/(shared|api|bot|server)(\/|$)/;

/** Bare imports are external (node_modules) except our own workspaces, which are compiled in. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:') || !BUNDLED.test(args.path))
        return { path: args.path, external: true };
      return undefined;
    });
  },
};

const targets = [
  // The CLIs beside the server, so a container runs them as `node api/dist/admin.js grant <who>`.
  {
    outdir: 'api/dist',
    entryPoints: {
      admin: 'api/src/cli/admin.ts',
      'audit-ledger': 'api/src/cli/audit-ledger.ts',
      'check-config': 'api/src/cli/check-config.ts',
    },
  },
  // The composition entries: `node server/dist/main.js` (API + bot), `node server/dist/bot.js` (the bot alone).
  { outdir: 'server/dist', entryPoints: { main: 'server/src/main.ts', bot: 'server/src/bot-main.ts' } },
];

const started = Date.now();
for (const target of targets) {
  const outdir = join(root, target.outdir);
  rmSync(outdir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(Object.entries(target.entryPoints).map(([k, v]) => [k, join(root, v)])),
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    // The oldest Node the project supports (engines: >=20.19); the images run Node 24.
    target: 'node20.19',
    sourcemap: true,
    // Stack traces name the TypeScript files: `node --enable-source-maps` (the images set it).
    sourcesContent: false,
    // Names kept: pino and the error handler log class names (ConfigError, AppError...).
    keepNames: true,
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
    plugins: [externalPackages],
  });
  const outputs = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.js'));
  const bytes = outputs.reduce((sum, [, o]) => sum + o.bytes, 0);
  // What went in, for the build test (no database package inside) and for anyone curious.
  writeFileSync(join(outdir, 'meta.json'), JSON.stringify(result.metafile));
  const files = outputs.map(([file]) => relative(root, join(root, file))).join(', ');
  console.log(`${target.outdir}: ${files} (${(bytes / 1024).toFixed(0)} kB)`);
}
console.log(`server build done in ${Date.now() - started} ms`);
