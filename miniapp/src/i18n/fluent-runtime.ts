import { isRtl, type Language } from '@cum/shared/domain/languages';
import { FluentBundle, FluentNumber, FluentResource, type FluentVariable } from '@fluent/bundle';

/**
 * Fluent's runtime, a chunk of its own (i18n.ts imports it on the first setLanguage, beside the app's
 * chunks) so that it weighs on no page's first-screen budget.
 */
export function createBundle(language: Language, source: string): FluentBundle {
  // Bidi isolation marks only where they matter (an LTR name inside RTL text); in LTR they would only
  // make copied text and text matching odd.
  const bundle = new FluentBundle(language, { useIsolating: isRtl(language) });
  const errors = bundle.addResource(new FluentResource(source));
  if (errors.length > 0) console.warn(`Fluent errors in ${language}`, errors);
  return bundle;
}

/**
 * A whole number placed in an English message ("Level { $level }", "{ $days } days"), grouped by hand
 * as lib/format.ts does: Fluent's own formatting creates an Intl.NumberFormat, and the first one a page
 * creates loads the ICU locale data, 65-115 ms at Lighthouse's 4x CPU slowdown on /app's first screen.
 * Still a FluentNumber, so plural selectors (Intl.PluralRules, ~2 ms) and NUMBER() work as before.
 */
class EnglishInteger extends FluentNumber {
  override toString(): string {
    return String(this.value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  }
}

/** The arguments of an English message with its safe whole numbers formatted without Intl. */
export function englishArgs(args: Record<string, FluentVariable>): Record<string, FluentVariable> {
  let out: Record<string, FluentVariable> | undefined;
  for (const [name, value] of Object.entries(args)) {
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) continue;
    out ??= { ...args };
    out[name] = new EnglishInteger(value);
  }
  return out ?? args;
}
