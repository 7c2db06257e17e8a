import { LANGUAGES } from '@cum/shared/domain/languages';
import { afterEach, describe, expect, it } from 'vitest';
import { validateProfile } from '../../src/features/profile/profile-form';
import { setLanguage } from '../../src/i18n/i18n';
import { translateError } from '../../src/lib/error-translations';

/** Bidi isolation marks Fluent puts around arguments outside English. */
const plain = (text: string | undefined) => text?.replace(/[\u2066-\u2069]/g, '');

describe("the contract's field rules in the user's language", () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it("the profile editor's own checks speak Russian, with the field's name and the limit", async () => {
    await setLanguage('ru');
    const empty = validateProfile({ firstName: ' ', lastName: 'Ok', username: 'ab' });
    expect(plain(empty.errors.firstName)).toBe('Поле «Имя» обязательно');
    expect(plain(empty.errors.username)).toMatch(/^Имя пользователя/);
    const long = validateProfile({ firstName: 'x'.repeat(65), lastName: 'Ok', username: 'bad name!' });
    expect(plain(long.errors.firstName)).toBe('Поле «Имя» — не больше 64 символов');
    expect(plain(long.errors.username)).toBe(
      'Имя пользователя может содержать только латинские буквы, цифры и подчёркивания',
    );
  });

  it("the server's field issues on sign-up are worded the same way, never left in English", async () => {
    const issues = [
      { path: 'body.username', message: 'Username must be at most 32 characters' },
      { path: 'body.username', message: 'Username may contain only letters, digits and underscores' },
      { path: 'body.firstName', message: 'must be at most 64 characters' },
      { path: 'body.lastName', message: 'Last name is required' },
    ];
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      await setLanguage(language);
      const translated = translateError('bad_request', 'Invalid request', issues).issues;
      for (const [i, issue] of translated.entries()) {
        expect(plain(issue.message), `${language}: ${issues[i]?.message}`).not.toMatch(
          /must be|may contain|is required/i,
        );
      }
    }
  });
});
