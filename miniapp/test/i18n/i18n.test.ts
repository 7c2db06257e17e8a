import { afterEach, describe, expect, it } from 'vitest';
import '../../src/i18n/app-catalog';
import { currentLanguage, setLanguage, t } from '../../src/i18n/i18n';
import { formatCount, formatCountdown, formatCum } from '../../src/lib/format';
import { formatShortDate } from '../../src/lib/format-date';

describe('miniapp i18n', () => {
  afterEach(() => setLanguage('en'));

  it('answers English, then the chosen language from its lazily loaded catalog', async () => {
    await setLanguage('en');
    expect(t('app-loading')).toBe('Loading...');
    await setLanguage('ru');
    expect(currentLanguage()).toBe('ru');
    expect(t('app-loading')).toBe('Загрузка...');
  });

  it('falls back to English for a message a language lacks, and to the id for an unknown one', async () => {
    await setLanguage('fa');
    expect(t('no-such-message')).toBe('no-such-message');
  });

  it('formats amounts, counts, countdowns and dates in the current language', async () => {
    await setLanguage('en');
    expect(formatCum(1234.5)).toBe('1,234.5');
    expect(formatShortDate(new Date(2026, 10, 5))).toBe('Nov 05, 2026');
    await setLanguage('ru');
    expect(formatCum(1234.5)).toBe(new Intl.NumberFormat('ru', { maximumFractionDigits: 3 }).format(1234.5));
    expect(formatCount(2_500_000)).toBe(
      new Intl.NumberFormat('ru', { notation: 'compact', maximumFractionDigits: 1 }).format(2_500_000),
    );
    await setLanguage('fa');
    expect(formatCountdown(61_000)).toBe('۰۰:۰۱:۰۱');
    expect(formatCum(1000)).toBe('۱٬۰۰۰');
  });
});
