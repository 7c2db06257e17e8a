import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Writes `.br` and `.gz` copies of the built JS, CSS and SVG next to them, at the strongest
 * settings. The API serves them as they are (@fastify/static `preCompressed`) instead of compressing
 * every asset again on every request, which costs the server CPU under load and the phone bytes
 * (on-the-fly compression runs at a fast, weaker level).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    async writeBundle() {
      const dir = join(outDir, 'assets');
      const files = (await readdir(dir)).filter((name) => /\.(js|css|svg)$/.test(name));
      await Promise.all(
        files.map(async (name) => {
          const data = await readFile(join(dir, name));
          if (data.length < 1024) return;
          const [br, gzipped] = await Promise.all([
            brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gz(data, { level: 9 }),
          ]);
          await writeFile(join(dir, `${name}.br`), br);
          await writeFile(join(dir, `${name}.gz`), gzipped);
        }),
      );
    },
  };
}
