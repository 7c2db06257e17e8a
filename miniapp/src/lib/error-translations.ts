import { errorDetailOf } from '@cum/shared/contract/error-reason-params';
import { t } from '../i18n/i18n';
import {
  type FieldIssue,
  fieldOf,
  humanFieldMessage,
  RECOMMENDED_PASSWORD_LENGTH,
  rewordings,
  splitFieldPaths,
} from './error-messages';
import { reasonText } from './error-reasons';
import { fieldRuleText } from './field-rules';

/**
 * Server errors in the user's language, for every language but English (the server's sentences are
 * English and shown as they are): lib/api-client.ts loads this module only then, so it weighs on no
 * first screen. A domain refusal's reason is worded with its figures (`error-reason-<reason>`,
 * error-reasons.ts); known sentences (the contract's field rules) are translated with their figure as a
 * parameter; else the error code's general sentence (`error-code-<code>` in the app catalog) is shown,
 * else the server's own sentence stays.
 */
const knownSentences: ReadonlyArray<{ match: RegExp; key: string; param?: string }> = [
  { match: /^please enter a valid email address$/i, key: 'auth-error-email' },
  { match: /^password is required$/i, key: 'auth-error-password-required' },
  { match: /^password must be at least (\d+) characters$/i, key: 'auth-error-password-short', param: 'min' },
  { match: /^username must be at least (\d+) characters$/i, key: 'auth-error-username-short', param: 'min' },
];

/** A known sentence in the current language (its figure kept), or undefined. */
function knownSentence(message: string): string | undefined {
  const text = message.trim().replace(/\.$/, '');
  for (const known of knownSentences) {
    const match = known.match.exec(text);
    if (match) return t(known.key, known.param ? { [known.param]: Number(match[1]) } : undefined);
  }
  return undefined;
}

/** One field's message: reworded advice, a known sentence, else the server's in plain words. */
export function translateFieldMessage(path: string, message: string): string {
  const reworded = rewordings.find((r) => r.field === fieldOf(path) && r.match.test(message));
  if (reworded) return t(reworded.key, { min: RECOMMENDED_PASSWORD_LENGTH });
  return knownSentence(message) ?? fieldRuleText(fieldOf(path), message) ?? humanFieldMessage(path, message);
}

/** The error's message and field issues in the current language. */
export function translateError(
  code: string,
  message: string,
  issues: readonly FieldIssue[] = [],
  body: { reason?: string; params?: unknown } = {},
): { message: string; issues: FieldIssue[] } {
  // The params are checked here (this chunk), not on the first screen: a mismatch words by the code.
  const detail = errorDetailOf(body);
  const reasoned = detail && reasonText(detail);
  // A refusal about one field ("body.email: ...") still marks that field, in the user's words.
  if (reasoned) return { message: reasoned, issues: splitFieldPaths(message, issues, () => reasoned).issues };
  const split = splitFieldPaths(message, issues, translateFieldMessage);
  // A message made of field parts is already translated part by part.
  if (split.message !== message) return split;
  const key = `error-code-${code.replaceAll('_', '-')}`;
  const general = t(key);
  return {
    message: knownSentence(message) ?? (general === key ? message : general),
    issues: split.issues,
  };
}
