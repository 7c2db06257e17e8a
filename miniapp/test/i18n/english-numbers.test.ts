import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../src/i18n/app-catalog';
import { setLanguage, t } from '../../src/i18n/i18n';

// Its own file: Fluent keeps the formatters it made per bundle, so the first English number here is
// the first of the page, as on /app's first screen.
describe('English messages with whole numbers', () => {
  afterEach(() => vi.restoreAllMocks());

  it('create no Intl.NumberFormat (the ICU data load of the first screen) and still pick plurals', async () => {
    await setLanguage('en');
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    expect(t('home-level', { level: 12 })).toBe('Level 12');
    expect(t('home-streak-days', { days: 1 })).toBe('1 day');
    expect(t('home-streak-days', { days: 1234 })).toBe('1,234 days');
    expect(numberFormat).not.toHaveBeenCalled();
  });

  it('read exactly as Intl.NumberFormat would write them; other numbers and languages still use Intl', async () => {
    await setLanguage('en');
    const english = new Intl.NumberFormat('en');
    for (const n of [
      0,
      1,
      2,
      7,
      11,
      21,
      999,
      1000,
      1234,
      -1234,
      100_000,
      1_000_000,
      123_456_789,
      2 ** 53 - 1,
    ])
      expect(t('home-level', { level: n })).toBe(`Level ${english.format(n)}`);
    expect(t('home-level', { level: 1234.5678 })).toBe(`Level ${english.format(1234.5678)}`);
    await setLanguage('ru');
    expect(t('home-level', { level: 1234 })).toContain(new Intl.NumberFormat('ru').format(1234));
    await setLanguage('en');
  });
});
