import { zodResolver } from '@hookform/resolvers/zod';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { currentLanguage, t } from '../i18n/i18n';
import { isApiError } from './api-client';

/**
 * A react-hook-form form checked by one of the contract's schemas before anything is sent: the
 * same messages the server would answer, under the field they name, in the user's language. The
 * submit handler receives the schema's output (trimmed, defaulted, '' turned into null where the
 * contract says so).
 */
export function useContractForm<I extends FieldValues, O>(
  schema: z.ZodType<O, I>,
  defaultValues: DefaultValues<I>,
): UseFormReturn<I, unknown, O> {
  // The contract's schemas are zod 4 objects; the resolver reads their input and output types.
  const resolver = zodResolver(schema as never) as unknown as Resolver<I, unknown, O>;
  return useForm<I, unknown, O>({ resolver: inUserLanguage(resolver), defaultValues });
}

/**
 * The contract's sentences are English. In another language a field's message is translated as the
 * server's own answers are (error-translations.ts, a chunk loaded only for other languages), so a
 * Russian user reads the same words before sending as after.
 */
export function inUserLanguage<I extends FieldValues, O>(
  resolver: Resolver<I, unknown, O>,
): Resolver<I, unknown, O> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    if (currentLanguage() === 'en' || Object.keys(result.errors).length === 0) return result;
    const { translateFieldMessage } = await import('./error-translations');
    for (const [name, error] of Object.entries(result.errors)) {
      if (error && typeof error.message === 'string') {
        error.message = translateFieldMessage(`body.${name}`, error.message);
      }
    }
    return result;
  };
}

export const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : t('error-generic');

/**
 * A refusal of the server, put where it belongs: under the field it names ("body.<field>", in
 * `issues` or at the start of the message for rules the schema cannot express, e.g.
 * "body.actionUrl: An external task needs..."), else as the form's own error (root.server).
 */
export function showServerError<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, unknown>, 'setError'>,
  error: unknown,
  fields: readonly Path<T>[],
  overrides: Partial<Record<Path<T>, (e: unknown) => string | null>> = {},
): void {
  let placed = false;
  const put = (field: Path<T>, message: string) => {
    form.setError(field, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  };
  for (const [field, pick] of Object.entries(overrides) as Array<[Path<T>, (e: unknown) => string | null]>) {
    const message = pick(error);
    if (message) put(field, message);
  }
  if (!placed && isApiError(error)) {
    const pairs = error.issues.length
      ? error.issues.map((i) => [i.path, i.message] as const)
      : error.message.split('; ').flatMap((part) => {
          const match = /^(body\.[A-Za-z0-9_.]+): (.+)$/.exec(part);
          return match?.[1] && match[2] ? [[match[1], match[2]] as const] : [];
        });
    for (const [path, message] of pairs) {
      const field = path.replace(/^body\./, '').split('.')[0] as Path<T>;
      if (path.startsWith('body.') && fields.includes(field)) put(field, message);
    }
  }
  if (!placed) form.setError('root.server', { type: 'server', message: messageOf(error) });
}

/** A number typed into a text input: '' and junk become NaN, so the schema names the problem. */
export const asNumber = (v: unknown): number => {
  if (typeof v === 'number') return v;
  const s = String(v ?? '')
    .trim()
    .replace(',', '.');
  return s === '' ? Number.NaN : Number(s);
};
