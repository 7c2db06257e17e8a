import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../src/domain/languages.ts';
import { catalogFiles, compareShapes, readCatalog, shapeOf } from './locale-parity.ts';

// Every catalog (shared/locales/<code>/<domain>.ftl) against English: the same ids, the same
// variables in each message, no syntax errors. New languages and new domains are picked up by themselves.
const files = catalogFiles();
const english = files.get('en') ?? [];

describe('locale catalogs', () => {
  it('has a folder for each product language and no other', () => {
    expect([...files.keys()].sort()).toEqual([...LANGUAGES].sort());
  });

  it('English parses cleanly', () => {
    expect(english.length).toBeGreaterThan(0);
    for (const file of english) expect(shapeOf(readCatalog('en', file)).errors, `en/${file}`).toEqual([]);
  });

  for (const [language, own] of files) {
    if (language === 'en') continue;
    it(`${language} has every English catalog file and no other`, () => {
      expect(own).toEqual(english);
    });
    for (const file of english) {
      it(`${language}/${file} matches en/${file}`, () => {
        const translation = own.includes(file) ? readCatalog(language, file) : '';
        const problems = compareShapes(shapeOf(readCatalog('en', file)), shapeOf(translation));
        expect(problems, `${language}/${file}`).toEqual([]);
      });
    }
  }
});

describe('the parity check itself', () => {
  const en = shapeOf(
    'hello = Hello, { $name }!\ntasks = { $count ->\n [one] One task\n *[other] { $count } tasks\n}\n',
  );

  it('passes a complete translation with plural variants of its own', () => {
    const ru = shapeOf(
      'hello = Привет, { $name }!\ntasks = { $count ->\n [one] { $count } задача\n [few] { $count } задачи\n *[many] { $count } задач\n}\n',
    );
    expect(compareShapes(en, ru)).toEqual([]);
  });

  it('fails on a missing key, another variable, an extra key and a syntax error', () => {
    const broken = shapeOf('hello = Hola, { $nombre }!\nextra = Más\nbad = { $x\n');
    const problems = compareShapes(en, broken);
    expect(problems).toContain('missing tasks');
    expect(problems).toContain('hello uses variables nombre, English uses name');
    expect(problems).toContain('extra is not in English (stale?)');
    expect(problems.some((p) => p.startsWith('syntax error'))).toBe(true);
  });
});
