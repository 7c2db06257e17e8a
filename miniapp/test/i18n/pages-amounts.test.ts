import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 28: amounts, intervals and limits in a text come from the shared constants or the
// configuration as variables, never typed. The landing catalog and the app catalog's `## pages` block
// (wip/i18n-pages) must not name a $CUM amount or a character limit in figures.
const locales = join(import.meta.dirname, '..', '..', '..', 'shared', 'locales');
const typedAmount = /[0-9۰-۹][0-9۰-۹,.٬\s]*\s*\u2066?\$CUM|\$CUM\s*[0-9۰-۹]/;
const typedLimit = /[0-9۰-۹]+\s*(characters|символ|caracteres|karakter|نویسه|days|дн|días|dias|hari|روز)/i;

function pageTexts(code: string): string[] {
  const landing = readFileSync(join(locales, code, 'landing.ftl'), 'utf8');
  const app = readFileSync(join(locales, code, 'app.ftl'), 'utf8');
  const pages = app.slice(app.indexOf('\n## pages\n'));
  return [...landing.split('\n'), ...pages.split('\n')].filter((line) => !line.startsWith('#'));
}

describe('page catalogs type no amounts or limits', () => {
  for (const code of readdirSync(locales)) {
    it(`${code}: every $CUM amount and limit is a variable`, () => {
      const lines = pageTexts(code);
      expect(lines.length).toBeGreaterThan(100);
      expect(lines.filter((line) => typedAmount.test(line) || typedLimit.test(line))).toEqual([]);
    });
  }

  it('would catch the referral card as it was ("get 100 $CUM")', () => {
    expect(typedAmount.test('Friends who join with your code get 100 $CUM.')).toBe(true);
    expect(typedLimit.test('Password must be at least 8 characters')).toBe(true);
  });
});
