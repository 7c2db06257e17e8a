import { currentLanguage, locale } from '../i18n/i18n';

/**
 * The formats every screen shares (docs/product.md): $CUM amounts, abbreviated counts, the reward
 * countdown (docs/product.md#formats). The date patterns are in format-date.ts: date-fns stays off the
 * first screens, which only show amounts.
 */

/**
 * en-US grouping by hand rather than with Intl.NumberFormat: the first Intl formatter a page creates
 * loads the ICU locale data, 100-230 ms on a mid-range phone (Chromium at 4x CPU slowdown), and this
 * module is on the first screen of /app and /login. Like Intl, it rounds the shortest decimal that
 * reads back as the number (1.0005 -> "1.001"), half away from zero; test/lib/format.test.ts compares
 * the two.
 */
function grouped(amount: number, digits: number, trimZeros: boolean): string {
  if (!Number.isFinite(amount)) return String(amount);
  const abs = Math.abs(amount);
  let text = String(abs);
  if (text.includes('e')) text = abs.toFixed(digits);
  else {
    const [whole = '0', fraction = ''] = text.split('.');
    if (fraction.length > digits) {
      const up = (fraction[digits] ?? '0') >= '5' ? 1n : 0n;
      const kept = (BigInt(whole + fraction.slice(0, digits)) + up).toString().padStart(digits + 1, '0');
      text = `${kept.slice(0, -digits)}.${kept.slice(-digits)}`;
    } else text = `${whole}.${fraction.padEnd(digits, '0')}`;
  }
  if (trimZeros && text.includes('.')) text = text.replace(/\.?0+$/, '');
  const [whole = '0', fraction] = text.split('.');
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction ? `.${fraction}` : ''}`;
}

// Other languages format with Intl in their locale (their catalog is a download anyway); one
// formatter per language and pattern.
const formatters = new Map<string, Intl.NumberFormat>();
function intl(name: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const id = `${currentLanguage()}/${name}`;
  let formatter = formatters.get(id);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale(), options);
    formatters.set(id, formatter);
  }
  return formatter;
}
const english = () => currentLanguage() === 'en';

/** 1234.5 -> "1,234.5" (ru "1 234,5"); the API's amounts have at most three decimals. */
export const formatCum = (amount: number): string =>
  english() ? grouped(amount, 3, true) : intl('cum', { maximumFractionDigits: 3 }).format(amount);

/** Video earnings always show three decimals: 0.005 -> "0.005", 1 -> "1.000". */
export const formatCum3 = (amount: number): string =>
  english()
    ? grouped(amount, 3, false)
    : intl('cum3', { minimumFractionDigits: 3, maximumFractionDigits: 3 }).format(amount);

/** A whole number in the current language's digits and grouping: 1000 -> "1,000" (fa "۱٬۰۰۰"). */
export const formatInteger = (n: number): string =>
  english()
    ? String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
    : intl('int', { maximumFractionDigits: 0 }).format(n);

/** Counts abbreviated with K or M: 999 -> "999", 1234 -> "1.2K", 2_500_000 -> "2.5M" (others: Intl compact). */
export function formatCount(n: number): string {
  if (!english()) return intl('count', { notation: 'compact', maximumFractionDigits: 1 }).format(n);
  const abbreviate = (value: number, suffix: string) =>
    `${value >= 100 ? Math.floor(value) : Math.floor(value * 10) / 10}${suffix}`;
  if (n >= 1_000_000) return abbreviate(n / 1_000_000, 'M');
  if (n >= 1_000) return abbreviate(n / 1_000, 'K');
  return String(n);
}

/** Milliseconds -> seconds with one decimal: 9400 -> "9.4" (fa "۹٫۴"). */
export const formatSeconds = (ms: number): string =>
  english()
    ? (ms / 1000).toFixed(1)
    : intl('sec', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(ms / 1000);

/** Milliseconds left -> "HH:MM:SS" (never negative). */
/**
 * A social count including the viewer's own action: abbreviated like every count, unless the
 * abbreviation would hide the viewer's +1 (8,900 and 8,901 both read "8.9K"); then the exact figure,
 * so the count visibly moves with the like.
 */
export function formatSocialCount(catalogue: number, mine: boolean): string {
  const total = catalogue + (mine ? 1 : 0);
  if (mine && formatCount(total) === formatCount(catalogue))
    return String(total).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return formatCount(total);
}

export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const pad = (v: number) =>
    english()
      ? String(v).padStart(2, '0')
      : intl('pad', { minimumIntegerDigits: 2, useGrouping: false }).format(v);
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}
