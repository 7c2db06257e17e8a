import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@cum/shared/domain/languages';

/**
 * The folder of the Fluent catalogs (shared/locales/<code>/<domain>.ftl), found by walking up from
 * this module: the same code runs from bot/src (tsx, tests) and bundled from bot/dist.
 */
export function localesDir(from: string = fileURLToPath(import.meta.url)): string {
  for (let dir = dirname(from); ; dir = dirname(dir)) {
    const candidate = join(dir, 'shared', 'locales');
    if (existsSync(join(candidate, DEFAULT_LANGUAGE))) return candidate;
    if (dirname(dir) === dir) throw new Error(`shared/locales not found above ${from}`);
  }
}

/** The source of one catalog for each language, e.g. `catalogSources('bot')`. */
export function catalogSources(domain: 'bot' | 'mail', dir = localesDir()): Record<Language, string> {
  return Object.fromEntries(
    LANGUAGES.map((code) => [code, readFileSync(join(dir, code, `${domain}.ftl`), 'utf8')]),
  ) as Record<Language, string>;
}
