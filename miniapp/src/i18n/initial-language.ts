import { isLanguage, type Language, negotiateLanguage } from '@cum/shared/domain/languages';
import { prepareLaunchParams } from '../lib/launch-params';
import { setLanguage } from './i18n';

/**
 * Which language a page starts in, then follows (issue 28): the user's stored choice (GET /api/user's
 * `language`, remembered on the device so a reload does not flash another language), else Telegram's
 * `language_code` of the launch, else the browser's `navigator.languages`, else English.
 */
const rememberedKey = 'cum/language';
// The development mock's user (lib/telegram-env.ts devTelegramUserKey), read without loading that module.
const devUserKey = 'devTelegramUser';

function storage(kind: 'local' | 'session'): Storage | undefined {
  try {
    return kind === 'local' ? localStorage : sessionStorage;
  } catch {
    return undefined;
  }
}

function codeOf(user: unknown): string | undefined {
  const code = (user as { language_code?: unknown } | null | undefined)?.language_code;
  return typeof code === 'string' ? code : undefined;
}

/** Telegram's `language_code` of this launch (initData's user), without the Telegram SDK. */
export function telegramLanguageCode(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  try {
    const initData = prepareLaunchParams();
    const user = initData ? new URLSearchParams(initData).get('user') : null;
    if (user) return codeOf(JSON.parse(user));
    const legacy = (window as { Telegram?: { WebApp?: { initDataUnsafe?: { user?: unknown } } } }).Telegram;
    const fromLegacy = codeOf(legacy?.WebApp?.initDataUnsafe?.user);
    if (fromLegacy) return fromLegacy;
    const dev = import.meta.env?.DEV ? storage('session')?.getItem(devUserKey) : null;
    return dev ? codeOf(JSON.parse(dev)) : undefined;
  } catch {
    return undefined;
  }
}

const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);

/** The language to show before the server has answered. */
export function initialLanguage(): Language {
  return negotiateLanguage(
    storage('local')?.getItem(rememberedKey),
    telegramLanguageCode(),
    ...browserLanguages(),
  );
}

/** Loads and applies the first language; offline, English stays (it is bundled). */
export function startLanguage(): Promise<void> {
  return setLanguage(initialLanguage()).catch((error) => console.warn('Language not loaded', error));
}

/**
 * The signed-in user's choice, from every GET /api/user answer (lib/session.ts) and the Settings
 * switch: a stored language wins and is remembered on the device; null follows Telegram or the browser.
 */
export function followUserLanguage(user: { language: string | null }): void {
  const chosen = isLanguage(user.language) ? user.language : null;
  const local = storage('local');
  try {
    if (chosen) local?.setItem(rememberedKey, chosen);
    else local?.removeItem(rememberedKey);
  } catch {
    // Storage full or disabled: the server's answer still applies for this page.
  }
  const language = chosen ?? negotiateLanguage(telegramLanguageCode(), ...browserLanguages());
  void setLanguage(language).catch((error) => console.warn('Language not loaded', error));
}
