import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../src/i18n/app-catalog';
import { contract } from '@cum/shared/contract';
import { setLanguage } from '../../src/i18n/i18n';
import { type ApiError, createApiClient } from '../../src/lib/api-client';
import { translateError } from '../../src/lib/error-translations';

// Issue 28: the client shows errors in the user's language: known sentences with their figures,
// else a general sentence per error code, else the server's own sentence.
describe('error messages in the user language', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it('translates by error code when the sentence is not one the client knows', async () => {
    await setLanguage('ru');
    expect(translateError('too_many_requests', 'Too many requests').message).toBe(
      'Слишком много запросов. Подождите немного и попробуйте снова.',
    );
    await setLanguage('es');
    expect(translateError('network_error', 'Could not reach the server.').message).toMatch(
      /^No se pudo conectar/,
    );
  });

  it('translates a known field sentence keeping its figure, with the right plural form', async () => {
    await setLanguage('ru');
    expect(translateError('bad_request', 'Password must be at least 8 characters').message).toBe(
      'Пароль должен быть не короче 8 символов',
    );
    expect(translateError('bad_request', 'Username must be at least 21 characters.').message).toBe(
      'Имя пользователя должно быть не короче 21 символа',
    );
    await setLanguage('pt-BR');
    const split = translateError('bad_request', 'body.email: Please enter a valid email address');
    expect(split.issues).toEqual([{ path: 'body.email', message: 'Digite um endereço de e-mail válido' }]);
    expect(split.message).toBe('Digite um endereço de e-mail válido.');
  });

  it('words a domain refusal without its reason by its code, else keeps the server sentence', async () => {
    await setLanguage('id');
    const refusal = 'Next claim in 12 minutes';
    expect(translateError('too_early', refusal).message).toBe(
      'Masih terlalu cepat. Coba lagi sebentar lagi.',
    );
    expect(translateError('bad_request', 'The request is malformed.').message).toBe(
      'The request is malformed.',
    );
  });

  it('the weak-password advice names the recommended length in the language', async () => {
    await setLanguage('es');
    const split = translateError('bad_request', 'body.password: This password is too easy to guess');
    expect(split.issues[0]?.message).toBe('Usa al menos 10 caracteres y evita contraseñas comunes');
  });

  it('the API client answers in the language; English keeps the server sentence exactly', async () => {
    const body = { error: 'internal_error', message: 'Internal server error, id 42' };
    const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status: 500 }));
    const call = createApiClient({ fetch: () => fetch as unknown as typeof globalThis.fetch });
    const failure = () =>
      call(contract.referrals.code).then(
        () => {
          throw new Error('expected a failure');
        },
        (e: ApiError) => e,
      );
    await setLanguage('en');
    expect((await failure()).message).toBe('Internal server error, id 42');
    await setLanguage('fa');
    expect((await failure()).message).toBe('مشکلی در سمت ما پیش آمد. لطفاً دوباره تلاش کنید.');
  });
});
