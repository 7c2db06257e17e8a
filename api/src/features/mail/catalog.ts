import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, negotiateLanguage } from '@cum/shared/domain/languages';
import { FluentBundle, FluentResource, type FluentVariable } from '@fluent/bundle';

/**
 * The mails' texts in each language: shared/locales/<code>/mail.ftl (Fluent), found by walking up
 * from this module (the same from api/src under tsx and bundled in api/dist), loaded once.
 */
function localesDir(from = fileURLToPath(import.meta.url)): string {
  for (let dir = dirname(from); ; dir = dirname(dir)) {
    const candidate = join(dir, 'shared', 'locales');
    if (existsSync(join(candidate, DEFAULT_LANGUAGE, 'mail.ftl'))) return candidate;
    if (dirname(dir) === dir) throw new Error(`shared/locales not found above ${from}`);
  }
}

let bundles: Map<Language, FluentBundle> | null = null;
function bundleOf(language: Language): FluentBundle {
  if (!bundles) {
    const dir = localesDir();
    bundles = new Map(
      LANGUAGES.map((code) => {
        // Plain-text mails: no bidi isolation marks around links and addresses.
        const bundle = new FluentBundle(code, { useIsolating: false });
        bundle.addResource(new FluentResource(readFileSync(join(dir, code, 'mail.ftl'), 'utf8')));
        return [code, bundle];
      }),
    );
  }
  return bundles.get(language) as FluentBundle;
}

/** One mail text in `language` (English when that catalog lacks the key). */
export function mailText(language: Language, key: string, vars: Record<string, FluentVariable> = {}): string {
  for (const code of [language, DEFAULT_LANGUAGE]) {
    const message = bundleOf(code).getMessage(key);
    if (message?.value) return bundleOf(code).formatPattern(message.value, vars);
  }
  throw new Error(`mail.ftl has no message ${key}`);
}

/** The language a user reads mails in: their Settings choice, else their Telegram language, else English. */
export const mailLanguageOf = (user?: { language?: string | null; languageCode?: string | null } | null) =>
  negotiateLanguage(user?.language, user?.languageCode);
