import type { Language } from '@cum/shared/domain/languages';
import { InlineKeyboard } from 'grammy';
import { botI18n } from './i18n/index.ts';

export const openAppLabel = (language: Language) => botI18n.plain(language, 'open-app');

/** The mini-app's address, optionally at a path (`/app/referral`) and with a query. */
export function appUrl(publicUrl: string, query?: Record<string, string>): string {
  const url = `${publicUrl}/app`;
  return query && Object.keys(query).length ? `${url}?${new URLSearchParams(query)}` : url;
}

/** Telegram opens a web_app button only for https pages; anything else gets an ordinary link. */
export function appKeyboard(url: string, language: Language): InlineKeyboard {
  const label = openAppLabel(language);
  return url.startsWith('https://')
    ? new InlineKeyboard().webApp(label, url)
    : new InlineKeyboard().url(label, url);
}

/** The site's name as a user knows it from the browser's address bar. */
export const siteName = (publicUrl: string) => new URL(publicUrl).host;

/** The English label (the default language), as tests and the menu button use it. */
export const OPEN_APP_LABEL = openAppLabel('en');
