/**
 * The API names the field a refusal is about ("body.password: ...", in `issues` or at the start of
 * the message for rules a schema cannot express). People never see that path: the client splits it
 * off into an issue for the field and shows plain sentences (lib/api-client.ts). Kept free of
 * imports so it is cheap wherever an error is read; other languages than English translate with
 * lib/error-translations.ts, loaded only for them.
 */
export interface FieldIssue {
  path: string;
  message: string;
}

const pathPrefix = /^((?:body|query|params)(?:\.[A-Za-z0-9_]+)*): (.+)$/s;

/** The length we advise for a password the strength check accepts (advice, not the contract's limit). */
export const RECOMMENDED_PASSWORD_LENGTH = 10;

/**
 * Messages reworded for people, by field: the server's sentence is right but not what helps. `key` is
 * the app catalog's message for other languages.
 */
export const rewordings: ReadonlyArray<{ field: string; match: RegExp; say: string; key: string }> = [
  {
    field: 'password',
    match: /too easy to guess|common password/i,
    say: `Use at least ${RECOMMENDED_PASSWORD_LENGTH} characters and avoid common passwords`,
    key: 'error-password-weak',
  },
];

export const fieldOf = (path: string) => path.replace(/^(body|query|params)\./, '').split('.')[0] ?? '';

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One field's message in plain words (reworded when the table above says so, capitalised). */
export function humanFieldMessage(path: string, message: string): string {
  const field = fieldOf(path);
  const reworded = rewordings.find((r) => r.field === field && r.match.test(message));
  return capitalize((reworded?.say ?? message).trim());
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * Splits "body.x: message; body.y: message" into issues and a plain message without any path. Issues
 * the server already sent are kept (their messages made human); parts without a path stay as they are.
 */
export function splitFieldPaths(
  message: string,
  issues: readonly FieldIssue[] = [],
  human: (path: string, message: string) => string = humanFieldMessage,
): { message: string; issues: FieldIssue[] } {
  const found: FieldIssue[] = issues.map((i) => ({
    path: i.path,
    message: human(i.path, i.message),
  }));
  const parts = message.split('; ');
  if (!parts.some((part) => pathPrefix.test(part))) return { message, issues: found };
  const plain: string[] = [];
  for (const part of parts) {
    const match = pathPrefix.exec(part);
    if (!match?.[1] || !match[2]) {
      plain.push(part);
      continue;
    }
    const text = human(match[1], match[2]);
    plain.push(text);
    if (!found.some((i) => i.path === match[1])) found.push({ path: match[1], message: text });
  }
  return { message: plain.map(sentence).join(' '), issues: found };
}
