import type { Language } from '@cum/shared/domain/languages';
import type { I18nFlavor } from '@grammyjs/i18n';
import type { Rich } from './html.ts';

/** Variables of one message: strings are escaped for Telegram HTML, numbers stay numbers. */
export type Vars = Record<string, string | number>;

/** What handlers get: the user's language and the catalog in it (kept apart from index.ts, which needs the context). */
export interface LanguageFlavor {
  language: Language;
  /** A formatted message (text and entities) in the user's language; variables escaped. */
  rich(key: string, vars?: Vars): Rich;
}
export type BotI18nFlavor = I18nFlavor & LanguageFlavor;
