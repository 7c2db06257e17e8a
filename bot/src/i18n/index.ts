import { DEFAULT_LANGUAGE, LANGUAGES, type Language, negotiateLanguage } from '@cum/shared/domain/languages';
import { I18n } from '@grammyjs/i18n';
import type { MiddlewareFn } from 'grammy';
import type { BotContext } from '../context.ts';
import { catalogSources } from './catalogs.ts';
import type { Vars } from './flavor.ts';
import { escapeHtml, type Rich, rich } from './html.ts';

export type { BotI18nFlavor, LanguageFlavor, Vars } from './flavor.ts';

/** Every string variable escaped for Telegram HTML; numbers stay numbers (plurals, Intl formatting). */
const escaped = (vars: Vars = {}): Vars =>
  Object.fromEntries(Object.entries(vars).map(([k, v]) => [k, typeof v === 'string' ? escapeHtml(v) : v]));

/**
 * The bot's catalogs (shared/locales/<code>/bot.ftl), loaded once. Fluent's bidi isolation marks are
 * off: Telegram lays out mixed scripts itself, and the marks would end up in copied codes and links.
 */
export function createBotI18n() {
  const i18n = new I18n<BotContext>({
    defaultLocale: DEFAULT_LANGUAGE,
    fluentBundleOptions: { useIsolating: false },
    localeNegotiator: (ctx) => ctx.language,
  });
  const sources = catalogSources('bot');
  for (const code of LANGUAGES) i18n.loadLocaleSync(code, { source: sources[code] });
  /** One message as plain text (button labels, command descriptions); variables unescaped. */
  const plain = (language: Language, key: string, vars?: Vars) => i18n.t(language, key, vars);
  /** One message with its formatting, variables escaped. */
  const message = (language: Language, key: string, vars?: Vars): Rich =>
    rich(i18n.t(language, key, escaped(vars)));
  return { i18n, plain, message };
}
export const botI18n = createBotI18n();

/**
 * The language of each update, read afresh every time (no cache to invalidate): the choice stored
 * on the account (Settings), else the update's `from.language_code`, else English. A failed read
 * (database down) falls back to the Telegram code, so even the apology is in the user's language.
 */
export function languageMiddleware(): MiddlewareFn<BotContext> {
  const plugin = botI18n.i18n.middleware();
  return async (ctx, next) => {
    const from = ctx.from;
    let stored: string | null = null;
    if (from && !from.is_bot) {
      try {
        const user = await ctx.services.telegramBot.admins.findUser(String(from.id));
        stored = user?.language ?? null;
      } catch (error) {
        ctx.logger.warn({ err: error }, 'could not read the user language');
      }
    }
    ctx.language = negotiateLanguage(stored, from?.language_code);
    ctx.rich = (key, vars) => botI18n.message(ctx.language, key, vars);
    return plugin(ctx, next);
  };
}
