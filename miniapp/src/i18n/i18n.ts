import { DEFAULT_LANGUAGE, isRtl, type Language } from '@cum/shared/domain/languages';
import type { FluentBundle, FluentVariable } from '@fluent/bundle';

/**
 * The miniapp's translations (Fluent, catalogs in shared/locales/<code>/<domain>.ftl). The API, small
 * on purpose:
 *
 * - `t(id, args?)` (outside React) / `useT()` (React, re-renders on a change; i18n/use-t.ts): the
 *   message `id` in the current language, else in English, else the id itself. Pass amounts already
 *   formatted (lib/format.ts: `formatCum`) and counts as numbers (plural selectors need numbers).
 * - `setLanguage(code)`: loads the language's catalogs (a lazy chunk per language and domain, English
 *   always as the fallback, and Fluent's runtime, all beside the app's own chunks), then switches, sets `<html lang>` and `dir` (rtl for fa) and re-renders.
 * - `currentLanguage()` / `useLanguage()`: the language shown now; `locale()` its BCP 47 tag for `Intl`.
 * - `registerCatalog(catalog)`: an entry (the app, the landing page) declares its domain once, before
 *   its first `setLanguage` (i18n/app-catalog.ts, i18n/landing-catalog.ts). Until a language is loaded
 *   `t` answers ids: an entry awaits `startLanguage()` (i18n/initial-language.ts) before rendering.
 * - Which language to start with: i18n/initial-language.ts (stored choice, Telegram, browser).
 */
export type Domain = 'app' | 'landing';
export type Args = Record<string, FluentVariable>;

export interface Catalog {
  domain: Domain;
  /** Each language's file, its own chunk (import.meta.glob, lazy). */
  load: Partial<Record<Language, () => Promise<string>>>;
}

const catalogs = new Map<Domain, Catalog>();
const bundles = new Map<string, FluentBundle>();
const listeners = new Set<() => void>();
let current: Language = DEFAULT_LANGUAGE;

let runtime: Promise<typeof import('./fluent-runtime')> | undefined;
// The runtime once loaded (before any bundle exists), for the synchronous `t`.
let loadedRuntime: typeof import('./fluent-runtime') | undefined;

const key = (language: Language, domain: Domain) => `${language}/${domain}`;

export function registerCatalog(catalog: Catalog): void {
  if (catalogs.has(catalog.domain)) return;
  catalogs.set(catalog.domain, catalog);
}

async function ensureLoaded(language: Language): Promise<void> {
  runtime ??= import('./fluent-runtime');
  const fluent = runtime;
  const languages = language === DEFAULT_LANGUAGE ? [language] : [DEFAULT_LANGUAGE, language];
  const loads = [...catalogs.values()].flatMap((catalog) =>
    languages.map(async (l) => {
      if (bundles.has(key(l, catalog.domain))) return;
      const load = catalog.load[l];
      if (!load) return; // No catalog: English answers for it.
      const [module, source] = await Promise.all([fluent, load()]);
      loadedRuntime = module;
      const { createBundle } = module;
      bundles.set(key(l, catalog.domain), createBundle(l, source));
    }),
  );
  try {
    await Promise.all(loads);
  } catch (error) {
    runtime = undefined; // A failed chunk download is tried again next time.
    throw error;
  }
}

function applyToDocument(language: Language): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = isRtl(language) ? 'rtl' : 'ltr';
}

/** Switches the language once its catalogs are loaded; a failed load (offline) keeps the current one. */
export async function setLanguage(language: Language): Promise<void> {
  await ensureLoaded(language);
  applyToDocument(language);
  if (language === current) return;
  current = language;
  for (const listener of listeners) listener();
}

export const currentLanguage = (): Language => current;

/** The tag for Intl formatters: `en` reads as en-US (the spec's formats). */
export const locale = (language: Language = current): string => (language === 'en' ? 'en-US' : language);

function format(language: Language, id: string, args?: Args): string | undefined {
  for (const domain of catalogs.keys()) {
    const bundle = bundles.get(key(language, domain));
    const message = bundle?.getMessage(id);
    if (!bundle || !message?.value) continue;
    // English whole numbers without Intl.NumberFormat (fluent-runtime.ts: englishArgs).
    const english = language === DEFAULT_LANGUAGE && args && loadedRuntime;
    return bundle.formatPattern(message.value, english ? loadedRuntime?.englishArgs(args) : args);
  }
  return undefined;
}

export function t(id: string, args?: Args): string {
  const text = format(current, id, args) ?? format(DEFAULT_LANGUAGE, id, args);
  if (text === undefined && import.meta.env?.DEV) console.warn(`Missing message ${id}`);
  return text ?? id;
}

/** For useSyncExternalStore (use-t.ts) and code outside React that caches texts. */
export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
