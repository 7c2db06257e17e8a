import { t } from '../i18n/i18n';

/** The catalog's name of a form field the contract's length and presence rules speak of. */
const fieldNames: Record<string, string> = {
  firstName: 'auth-field-first-name',
  lastName: 'auth-field-last-name',
  username: 'auth-field-username',
};

/**
 * The contract's field-rule sentences (shared/src/contract: `text(max)`, the name and username rules)
 * in the current language, or undefined for a sentence this table does not know. Used for the
 * server's field issues (lib/error-translations.ts) and the profile editor's own checks alike, so both
 * say the same words; English catalog texts equal the contract's sentences.
 */
export function fieldRuleText(field: string, message: string): string | undefined {
  const text = message.trim().replace(/\.$/, '');
  const name = fieldNames[field];
  if (/^username must be at least (\d+) characters?$/i.test(text))
    return t('auth-error-username-short', { min: Number(/(\d+)/.exec(text)?.[1]) });
  if (/^username must be at most (\d+) characters$/i.test(text))
    return t('auth-error-username-long', { max: Number(/(\d+)/.exec(text)?.[1]) });
  if (/^username may contain only letters, digits and underscores$/i.test(text))
    return t('auth-error-username-chars');
  if (!name) return undefined;
  if (/^(first|last) name is required$/i.test(text)) return t('field-required', { field: t(name) });
  const tooLong = /^(?:(?:first|last) name |username )?must be at most (\d+) characters$/i.exec(text);
  if (tooLong) return t('field-too-long', { field: t(name), max: Number(tooLong[1]) });
  return undefined;
}
