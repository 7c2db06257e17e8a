import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@cum/shared/domain/languages';
import { FluentBundle, FluentResource } from '@fluent/bundle';
import { describe, expect, it } from 'vitest';
import { localesDir } from '../src/i18n/catalogs.ts';
import { rich } from '../src/i18n/html.ts';

/**
 * Parity of the bot's and the mails' catalogs (shared/locales/<code>/{bot,mail}.ftl): every language
 * has every message of English, no other, with the same variables and the same markup. The generic
 * check of every catalog is shared/test/locales.test.ts (wip/i18n-app); this one covers bot and mail.
 */
type Catalog = Map<string, { vars: string[]; tags: string[]; source: string }>;

function parse(source: string): Catalog {
  const catalog: Catalog = new Map();
  let current: { key: string; body: string[] } | null = null;
  const flush = () => {
    if (!current) return;
    const body = current.body.join('\n');
    const vars = [...new Set([...body.matchAll(/\{\s*\$([A-Za-z][\w-]*)/g)].map((m) => m[1] as string))];
    const tags = [...body.matchAll(/<\/?([a-z]+)>/g)].map((m) => m[0]).sort();
    catalog.set(current.key, { vars: vars.sort(), tags, source: body });
  };
  for (const line of source.split('\n')) {
    const head = /^([a-z][\w-]*)\s*=(.*)$/.exec(line);
    if (head) {
      flush();
      current = { key: head[1] as string, body: [head[2] as string] };
    } else if (/^\s/.test(line) && current) current.body.push(line);
    else if (line.startsWith('#') || line.trim() === '') continue;
    else throw new Error(`unexpected line: ${line}`);
  }
  flush();
  return catalog;
}

const read = (code: string, domain: string) =>
  readFileSync(join(localesDir(), code, `${domain}.ftl`), 'utf8');

describe.each(['bot', 'mail'])('%s.ftl', (domain) => {
  const english = parse(read(DEFAULT_LANGUAGE, domain));

  it('English has messages', () => {
    expect(english.size).toBeGreaterThan(5);
  });

  it.each(LANGUAGES)('%s parses without errors', (code) => {
    const bundle = new FluentBundle(code);
    expect(bundle.addResource(new FluentResource(read(code, domain)))).toEqual([]);
  });

  it.each(LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE))(
    '%s has every key of English, no other, with the same variables and markup',
    (code) => {
      const catalog = parse(read(code, domain));
      expect([...catalog.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, en] of english) {
        const other = catalog.get(key);
        expect({ key, vars: other?.vars, tags: other?.tags }).toEqual({ key, vars: en.vars, tags: en.tags });
        // A translation is not a copy of the English (a few shared words like "$CUM" aside).
        if (en.source.trim().length > 20 && !/^\s*\{ \$amount \} \$CUM\s*$/.test(en.source)) {
          expect({ key, same: other?.source === en.source }).toEqual({ key, same: false });
        }
      }
    },
  );

  it.each(LANGUAGES)('%s: every message renders as valid Telegram HTML', (code) => {
    const bundle = new FluentBundle(code, { useIsolating: false });
    bundle.addResource(new FluentResource(read(code, domain)));
    for (const [key, { vars }] of english) {
      const message = bundle.getMessage(key);
      expect(message?.value, key).toBeTruthy();
      const args = Object.fromEntries(vars.map((v) => [v, v === 'count' || v === 'minutes' ? 2 : `x${v}`]));
      const errors: Error[] = [];
      const text = bundle.formatPattern(message!.value!, args, errors);
      expect(errors, `${code} ${key}`).toEqual([]);
      if (domain === 'bot') expect(() => rich(text)).not.toThrow();
    }
  });
});
