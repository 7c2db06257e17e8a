import { describe, expect, it } from 'vitest';
import { formatCount, formatCountdown, formatCum, formatCum3, formatSocialCount } from '../../src/lib/format';
import { formatDateTime, formatLongDate, formatShortDate, formatTime } from '../../src/lib/format-date';

describe('shared formats', () => {
  it('formats $CUM amounts with separators and up to three decimals', () => {
    expect(formatCum(1234.5)).toBe('1,234.5');
    expect(formatCum(1000)).toBe('1,000');
    expect(formatCum(0.005)).toBe('0.005');
    expect(formatCum3(1)).toBe('1.000');
    expect(formatCum3(0.0349)).toBe('0.035');
  });

  it('writes amounts exactly as Intl.NumberFormat en-US would (it is not used: ICU costs a slow phone 100+ ms)', () => {
    const upTo3 = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });
    const fixed3 = new Intl.NumberFormat('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 3 });
    const amounts = [0, -0, 1, 999.9995, 1.0005, 2.675, 0.1 + 0.2, -0.0001, -1234.5, 1e-7, 123_456_789.1234];
    let seed = 7;
    const random = () => {
      seed = (seed * 16_807) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    for (let i = 0; i < 2000; i++) {
      amounts.push(Math.round(random() * 1e9) / 1000, (random() - 0.2) * 10 ** Math.floor(random() * 12));
    }
    for (const amount of amounts) {
      expect(formatCum(amount)).toBe(upTo3.format(amount));
      expect(formatCum3(amount)).toBe(fixed3.format(amount));
    }
  });

  it('abbreviates counts with K and M without rounding up', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1K');
    expect(formatCount(1299)).toBe('1.2K');
    expect(formatCount(45_600)).toBe('45.6K');
    expect(formatCount(999_999)).toBe('999K');
    expect(formatCount(2_500_000)).toBe('2.5M');
  });

  it('counts down as HH:MM:SS and never below zero', () => {
    expect(formatCountdown(3_600_000)).toBe('01:00:00');
    expect(formatCountdown(61_500)).toBe('00:01:02');
    expect(formatCountdown(-5)).toBe('00:00:00');
    expect(formatCountdown(10_800_000)).toBe('03:00:00');
  });

  it('uses the date patterns of docs/product.md#formats', () => {
    const d = new Date(2026, 10, 5, 9, 7);
    expect(formatLongDate(d)).toBe('November 05, 2026');
    expect(formatShortDate(d)).toBe('Nov 05, 2026');
    expect(formatTime(d)).toBe('09:07');
    expect(formatDateTime(d)).toBe('Nov 05, 09:07');
  });
});

describe('formatSocialCount (the like count moves with the like)', () => {
  it("shows the exact figure when the abbreviation would hide the viewer's +1", () => {
    expect(formatSocialCount(8_900, false)).toBe('8.9K');
    expect(formatSocialCount(8_900, true)).toBe('8,901');
    expect(formatSocialCount(41, true)).toBe('42');
    expect(formatSocialCount(999, true)).toBe('1K');
  });
});
