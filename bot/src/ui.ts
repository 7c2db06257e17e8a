import { InlineKeyboard } from 'grammy';

export const OPEN_APP_LABEL = 'Open app';

/** The mini-app's address, optionally at a path (`/app/referral`) and with a query. */
export function appUrl(publicUrl: string, query?: Record<string, string>): string {
  const url = `${publicUrl}/app`;
  return query && Object.keys(query).length ? `${url}?${new URLSearchParams(query)}` : url;
}

/** Telegram opens a web_app button only for https pages; anything else gets an ordinary link. */
export function appKeyboard(url: string): InlineKeyboard {
  return url.startsWith('https://')
    ? new InlineKeyboard().webApp(OPEN_APP_LABEL, url)
    : new InlineKeyboard().url(OPEN_APP_LABEL, url);
}

/** The site's name as a user knows it from the browser's address bar. */
export const siteName = (publicUrl: string) => new URL(publicUrl).host;

/** A number of $CUM as the app shows it (thousands separated, up to 3 decimals). */
export const cum = (amount: number) => `${amount.toLocaleString('en-US', { maximumFractionDigits: 3 })} $CUM`;
