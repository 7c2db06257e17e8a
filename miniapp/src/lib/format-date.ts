import { format } from 'date-fns';

/**
 * The date patterns every screen shares (docs/product.md#formats), shown in the device's time zone.
 * Apart from format.ts so that screens showing only amounts (Home, /login) do not load date-fns.
 */
type DateInput = string | number | Date;
const toDate = (d: DateInput) => (d instanceof Date ? d : new Date(d));

/** "November 25, 2026" (Member Since). */
export const formatLongDate = (d: DateInput): string => format(toDate(d), 'MMMM dd, yyyy');
/** "Nov 25, 2026" (tables). */
export const formatShortDate = (d: DateInput): string => format(toDate(d), 'MMM dd, yyyy');
/** "14:05" (dashboard activity). */
export const formatTime = (d: DateInput): string => format(toDate(d), 'HH:mm');
/** "Nov 25, 14:05" (activity log). */
export const formatDateTime = (d: DateInput): string => format(toDate(d), 'MMM dd, HH:mm');
