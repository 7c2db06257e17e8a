import { locale } from '../i18n/i18n';

/**
 * The date patterns every screen shares (docs/product.md#formats), in the current language and the
 * device's time zone. English reads exactly as the spec's patterns ("Nov 25, 2026", "14:05"); other
 * languages take their own order and month names from Intl.
 */
type DateInput = string | number | Date;
const toDate = (d: DateInput) => (d instanceof Date ? d : new Date(d));

const formatters = new Map<string, Intl.DateTimeFormat>();
function pattern(name: string, options: Intl.DateTimeFormatOptions) {
  return (d: DateInput): string => {
    const id = `${locale()}/${name}`;
    let formatter = formatters.get(id);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat(locale(), options);
      formatters.set(id, formatter);
    }
    return formatter.format(toDate(d));
  };
}

const time = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

/** "November 25, 2026" (Member Since). */
export const formatLongDate = pattern('long', { month: 'long', day: '2-digit', year: 'numeric' });
/** "Nov 25, 2026" (tables). */
export const formatShortDate = pattern('short', { month: 'short', day: '2-digit', year: 'numeric' });
/** "14:05" (dashboard activity). */
export const formatTime = pattern('time', time);
/** "Nov 25, 14:05" (activity log). */
export const formatDateTime = pattern('datetime', { month: 'short', day: '2-digit', ...time });
