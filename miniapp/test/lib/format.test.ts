import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatCountdown,
  formatCum,
  formatCum3,
  formatDateTime,
  formatLongDate,
  formatShortDate,
  formatTime,
} from '../../src/lib/format';

describe('shared formats', () => {
  it('formats $CUM amounts with separators and up to three decimals', () => {
    expect(formatCum(1234.5)).toBe('1,234.5');
    expect(formatCum(1000)).toBe('1,000');
    expect(formatCum(0.005)).toBe('0.005');
    expect(formatCum3(1)).toBe('1.000');
    expect(formatCum3(0.0349)).toBe('0.035');
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
