import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import '../../src/i18n/app-catalog';
import { loginForm, registerForm } from '../../src/features/auth/form-schemas';
import { setLanguage } from '../../src/i18n/i18n';
import { inUserLanguage } from '../../src/lib/contract-form';

// Issue 30 item 5: the email forms are checked by the contract's schemas before anything is sent
// (react-hook-form + zodResolver), with the same messages the server answers, in the user's language.
type Values = Record<string, string>;
const resolve = async (schema: z.ZodType, values: Values) => {
  const resolver = inUserLanguage(
    zodResolver(schema as never) as unknown as Resolver<Values, unknown, Values>,
  );
  const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(Object.entries(result.errors).map(([name, error]) => [name, error?.message]));
};
const empty = { email: '', username: '', password: '', firstName: '', lastName: '' };

afterEach(async () => {
  await setLanguage('en');
});

describe('the email forms, checked by the contract', () => {
  it('Create Account names every wrong field with the product sentence', async () => {
    expect(await resolve(registerForm, empty)).toEqual({
      email: 'Please enter a valid email address',
      username: 'Username must be at least 3 characters',
      password: 'Password is required',
    });
    expect(
      await resolve(registerForm, { ...empty, email: 'a@b.co', username: 'bad name!', password: 'short' }),
    ).toEqual({
      username: 'Username may contain only letters, digits and underscores',
      password: 'Password must be at least 8 characters',
    });
    expect(
      await resolve(registerForm, { ...empty, email: ' A@B.co ', username: 'ann', password: 'long enough' }),
    ).toEqual({});
  });

  it('Sign In asks for an email and a password', async () => {
    expect(await resolve(loginForm, { email: 'nope', password: '' })).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password is required',
    });
  });

  it('in another language the same checks speak it, with their figures', async () => {
    await setLanguage('ru');
    const errors = await resolve(registerForm, {
      ...empty,
      email: 'nope',
      username: 'al',
      password: 'short',
    });
    expect(errors.password).toBe('Пароль должен быть не короче 8 символов');
    expect(errors.email).not.toBe('Please enter a valid email address');
    expect(errors.username).toMatch(/^Имя пользователя должно быть не короче 3 символов/);
  });
});
