import { isRtl, type Language } from '@cum/shared/domain/languages';
import { FluentBundle, FluentResource } from '@fluent/bundle';

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
