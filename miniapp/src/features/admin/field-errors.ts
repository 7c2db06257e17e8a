import type { z } from 'zod';
import { isApiError } from '../../lib/api-client';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The server names the field a refusal is about as "body.<field>" (in `issues`, or at the start of
 * the message for rules the schema cannot express, e.g. "body.actionUrl: An external task needs...").
 * Returns the messages of the given fields, without the prefix, so each shows under its input.
 */
export function serverFieldErrors<F extends string>(error: unknown, fields: readonly F[]): FieldErrors<F> {
  if (!isApiError(error)) return {};
  const out: FieldErrors<F> = {};
  const add = (path: string, message: string) => {
    const field = path.replace(/^body\./, '').split('.')[0] as F;
    if (path.startsWith('body.') && fields.includes(field) && !out[field]) out[field] = capitalize(message);
  };
  for (const issue of error.issues) add(issue.path, issue.message);
  if (error.issues.length === 0) {
    for (const part of error.message.split('; ')) {
      const match = /^(body\.[A-Za-z0-9_.]+): (.+)$/.exec(part);
      if (match?.[1] && match[2]) add(match[1], match[2]);
    }
  }
  return out;
}

/** The same messages from the contract's schema, checked before the request is sent. */
export function schemaFieldErrors<F extends string>(issues: z.core.$ZodIssue[], fields: readonly F[]) {
  const out: FieldErrors<F> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '') as F;
    if (fields.includes(field) && !out[field]) out[field] = capitalize(issue.message);
  }
  return out;
}

export const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
