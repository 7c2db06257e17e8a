/**
 * The languages the product speaks. English is the default and the fallback for any other code.
 * Catalogs live in `shared/locales/<code>/<domain>.ftl` (Fluent), one folder per language.
 */
export const LANGUAGES = ['en', 'ru', 'es', 'pt-BR', 'id', 'fa'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Languages written right to left. */
export const RTL_LANGUAGES: ReadonlySet<Language> = new Set<Language>(['fa']);

/** Each language's own name, as shown in the language picker. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  ru: 'Русский',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  id: 'Bahasa Indonesia',
  fa: 'فارسی',
};

export function isLanguage(code: unknown): code is Language {
  return typeof code === 'string' && (LANGUAGES as readonly string[]).includes(code);
}

/**
 * The supported language for one BCP 47 tag or Telegram `language_code` (`ru`, `pt-br`, `es-419`,
 * `fa-IR`...), or null when none matches. Portuguese of any region maps to pt-BR.
 */
export function matchLanguage(code: string | null | undefined): Language | null {
  if (!code) return null;
  const tag = code.trim().toLowerCase().replace('_', '-');
  const exact = LANGUAGES.find((l) => l.toLowerCase() === tag);
  if (exact) return exact;
  const base = tag.split('-')[0];
  if (base === 'pt') return 'pt-BR';
  return LANGUAGES.find((l) => l === base) ?? null;
}

/** The first supported language among preferences in order (stored choice, Telegram code, browser list), else English. */
export function negotiateLanguage(...preferences: ReadonlyArray<string | null | undefined>): Language {
  for (const p of preferences) {
    const l = matchLanguage(p);
    if (l) return l;
  }
  return DEFAULT_LANGUAGE;
}

export function isRtl(language: Language): boolean {
  return RTL_LANGUAGES.has(language);
}
