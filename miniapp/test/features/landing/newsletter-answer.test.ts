import { afterEach, describe, expect, it } from 'vitest';
import '../../../src/i18n/landing-catalog';
import { newsletterRefusal } from '../../../src/features/landing/newsletter-answer';
import { setLanguage } from '../../../src/i18n/i18n';

const plain = (text: string) => text.replace(/[\u2066-\u2069]/g, '');
const tooSoon = {
  ok: false,
  status: 429,
  message: 'Too many attempts. Please try again in 42 seconds.',
  error: 'too_many_requests',
  reason: 'rate-limited',
  params: { seconds: 42 },
};
const badEmail = {
  ok: false,
  status: 400,
  message: 'body.email: Please enter a valid email address',
  error: 'bad_request',
};

// Issue 28: the landing page's newsletter answers in the visitor's language, with the server's figure.
describe('newsletter refusals', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it('English keeps the server sentence', async () => {
    await setLanguage('en');
    expect(newsletterRefusal(tooSoon, 'landing-newsletter-failed-text')).toBe(tooSoon.message);
  });

  it('ru, es and fa word a sign-up too soon with the seconds in their plural form and digits', async () => {
    await setLanguage('ru');
    expect(newsletterRefusal(tooSoon, 'landing-newsletter-failed-text')).toBe(
      'Слишком много попыток. Попробуйте снова через 42 секунды.',
    );
    expect(newsletterRefusal({ ...tooSoon, params: { seconds: 45 } }, 'x')).toBe(
      'Слишком много попыток. Попробуйте снова через 45 секунд.',
    );
    await setLanguage('es');
    expect(newsletterRefusal(badEmail, 'landing-newsletter-failed-text')).toBe(
      'Introduce un correo electrónico válido.',
    );
    await setLanguage('fa');
    expect(plain(newsletterRefusal(tooSoon, 'landing-newsletter-failed-text'))).toBe(
      'تلاش‌ها بیش از حد بود. ۴۲ ثانیهٔ دیگر دوباره امتحان کنید.',
    );
  });

  it('an unknown failure gets the form fallback in the language, never English', async () => {
    await setLanguage('pt-BR');
    const crash = {
      ok: false,
      status: 500,
      message: 'Something went wrong on our side.',
      error: 'internal_error',
    };
    expect(newsletterRefusal(crash, 'landing-newsletter-failed-text')).toBe(
      'Não foi possível assinar a newsletter',
    );
  });
});
