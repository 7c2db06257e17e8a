import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../src/i18n/app-catalog';
import { contract } from '@cum/shared/contract';
import type { ErrorDetail, ErrorReason, ReasonParams } from '@cum/shared/contract/errors';
import { LANGUAGES } from '@cum/shared/domain/languages';
import { setLanguage } from '../../src/i18n/i18n';
import { type ApiError, createApiClient } from '../../src/lib/api-client';
import { translateError } from '../../src/lib/error-translations';

/** Bidi isolation marks Fluent puts around arguments in Persian. */
const plain = (text: string) => text.replace(/[\u2066-\u2069]/g, '');
const say = (code: string, english: string, detail: ErrorDetail) =>
  plain(translateError(code, english, [], detail).message);

/** One refusal of each reason (the type makes a new reason without a sample fail to compile). */
const samples: { [R in ErrorReason]: ReasonParams<R> } = {
  'reward-too-early': { minutes: 125, nextAt: '2027-01-05T12:05:00.000Z' },
  'streak-claimed': {},
  'store-unavailable': { item: 'avatar-frame' },
  'store-owned': { item: 'premium-badge' },
  'store-insufficient': { item: 'token-booster', price: 1000, missing: 838.95 },
  'upgrade-owned': { upgrade: 'task-bonus' },
  'upgrade-locked-after': { upgrade: 'multiplier-3x', before: 'multiplier-2x' },
  'upgrade-locked-balance': { upgrade: 'premium-access', balance: 10000 },
  'upgrade-insufficient': { upgrade: 'multiplier-2x', price: 1000, missing: 12.5 },
  'task-done': {},
  'task-too-early': { seconds: 7 },
  'task-not-joined': {},
  'clicker-too-fast': { perSecond: 20 },
  'clicker-hourly-cap': { cap: 100, minutes: 21 },
  'clicker-no-energy': { seconds: 3 },
  'rush-daily-limit': { games: 5 },
  'rush-in-progress': {},
  'rush-too-early': { seconds: 30 },
  'rush-expired': {},
  'video-daily-limit': { hours: 2 },
  'video-done': {},
  'referral-used': {},
  'referral-unknown': {},
  'referral-own': {},
  'referral-cycle': {},
  'referral-window': { days: 7 },
  'onboarding-incomplete': { bonus: 1000 },
  'onboarding-age': {},
  'onboarding-claimed': {},
  'account-suspended': { until: '2027-02-01T09:30:00.000Z', note: 'spam' },
  'rate-limited': { seconds: 42 },
  'username-taken': {},
  'link-invalid': {},
  'claim-busy': {},
  'clicker-busy': {},
  'taps-busy': {},
  'video-busy': {},
  'task-changed': {},
  'rush-busy': {},
  'store-just-bought': {},
  'wallet-taken': {},
  'wallet-linked': {},
  'email-taken': {},
  'email-taken-back': {},
  'rush-submitted': {},
  'rush-no-session': {},
  'task-one-step': {},
  'task-has-steps': {},
  'task-started': {},
  'task-start-first': {},
  'task-action-done': {},
  'task-action-first': {},
  'task-unavailable': {},
  'task-no-channel': {},
  'task-needs-telegram': {},
  'video-unknown': {},
  'wallet-coming-soon': {},
  'account-gone': {},
  'email-signin-off': {},
  'credentials-invalid': {},
  'password-wrong': {},
  'email-same': {},
  'login-number-wrong': {},
  'login-link-expired': {},
  'login-link-used': {},
  'login-cancelled': {},
  'not-possible-now': {},
  'task-channel-hidden': {},
  'task-check-unavailable': {},
};
const details = Object.entries(samples).map(([reason, params]) => ({ reason, params }) as ErrorDetail);

// Issue 28: a domain refusal is worded in the user's language from its reason and figures.
describe('server refusals in the user language', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it('ru: a claim too early names the wait with the right plural form and the clock time', async () => {
    await setLanguage('ru');
    const at = new Intl.DateTimeFormat('ru', { hour: 'numeric', minute: '2-digit' }).format(
      new Date('2027-01-05T12:05:00.000Z'),
    );
    const early = (minutes: number) =>
      say('too_early', 'Next reward in …', {
        reason: 'reward-too-early',
        params: { minutes, nextAt: '2027-01-05T12:05:00.000Z' },
      });
    expect(early(12)).toBe(`Следующая награда через 12 минут (в ${at}).`);
    expect(early(1)).toBe(`Следующая награда через 1 минуту (в ${at}).`);
    expect(early(42)).toBe(`Следующая награда через 42 минуты (в ${at}).`);
    expect(early(125)).toBe(`Следующая награда через 2 часа 5 минут (в ${at}).`);
  });

  it('fa: a claim too early in Persian digits', async () => {
    await setLanguage('fa');
    const text = say('too_early', 'Next reward in 12 minutes.', {
      reason: 'reward-too-early',
      params: { minutes: 12, nextAt: '2027-01-05T12:05:00.000Z' },
    });
    expect(text).toMatch(/^پاداش بعدی ۱۲ دقیقه دیگر \(ساعت .+\)\.$/);
    expect(text).not.toMatch(/[0-9]/);
  });

  it('ru and fa: short of $CUM names the translated item, the price and what is missing', async () => {
    const detail: ErrorDetail = {
      reason: 'store-insufficient',
      params: { item: 'token-booster', price: 1000, missing: 838.95 },
    };
    const english = 'Token Booster costs 1,000 $CUM: you need 838.95 $CUM more.';
    await setLanguage('ru');
    expect(say('insufficient_funds', english, detail)).toBe(
      `«Бустер токенов» стоит ${(1000).toLocaleString('ru')} $CUM: не хватает 838,95 $CUM.`,
    );
    await setLanguage('fa');
    expect(say('insufficient_funds', english, detail)).toBe(
      'قیمت «تقویت‌کنندهٔ توکن» ۱٬۰۰۰ $CUM است: ۸۳۸٫۹۵ $CUM دیگر لازم دارید.',
    );
  });

  it('es, pt-BR, id: plural forms of counts and durations', async () => {
    await setLanguage('es');
    expect(say('limit_reached', 'x', { reason: 'rush-daily-limit', params: { games: 5 } })).toBe(
      'Ya jugaste las 5 partidas de Token Rush de hoy. ¡Vuelve mañana!',
    );
    expect(say('too_early', 'x', { reason: 'task-too-early', params: { seconds: 1 } })).toBe(
      'Primero termina la tarea: podrás reclamar la recompensa en 1 segundo.',
    );
    await setLanguage('pt-BR');
    expect(say('limit_reached', 'x', { reason: 'video-daily-limit', params: { hours: 2 } })).toBe(
      'Você atingiu o limite diário de 2 horas de visualização paga. Volte amanhã!',
    );
    await setLanguage('id');
    expect(
      say('limit_reached', 'x', { reason: 'clicker-hourly-cap', params: { cap: 100, minutes: 21 } }),
    ).toBe('Kamu sudah mencapai batas clicker 100 $CUM per jam. Coba lagi dalam 21 menit.');
  });

  it('conflicts, task steps, Token Rush and wallets are worded too (they were English before)', async () => {
    const none = (reason: ErrorReason) => ({ reason, params: {} }) as ErrorDetail;
    await setLanguage('ru');
    expect(say('invalid_state', 'Start the task first.', none('task-start-first'))).toBe(
      'Сначала начните задание.',
    );
    expect(say('conflict', 'x', none('wallet-taken'))).toBe('Этот кошелёк уже привязан к другому аккаунту.');
    await setLanguage('es');
    expect(say('conflict', 'x', none('claim-busy'))).toBe(
      'Se está guardando otro reclamo. Inténtalo de nuevo.',
    );
    await setLanguage('pt-BR');
    expect(say('already_done', 'x', none('rush-submitted'))).toBe(
      'A pontuação desta partida já foi enviada. Comece uma nova partida para jogar de novo.',
    );
    await setLanguage('fa');
    expect(say('conflict', 'x', none('store-just-bought'))).toMatch(/^این خرید همین حالا انجام شد/);
  });

  it('a refusal about one field keeps marking that field, in the user language', async () => {
    await setLanguage('ru');
    const detail: ErrorDetail = { reason: 'email-same', params: {} };
    expect(translateError('bad_request', 'body.email: This is already your email.', [], detail)).toEqual({
      message: 'Это уже ваш email.',
      issues: [{ path: 'body.email', message: 'Это уже ваш email.' }],
    });
    await setLanguage('id');
    expect(
      say('unauthorized', 'Invalid email or password.', { reason: 'credentials-invalid', params: {} }),
    ).toBe('Email atau kata sandi salah.');
  });

  it('ru: the suspension names its end date, or none', async () => {
    await setLanguage('ru');
    const open = say('account_suspended', 'x', { reason: 'account-suspended', params: { note: 'спам' } });
    expect(open).toMatch(/^Ваш аккаунт приостановлен: спам\./);
    const until = say('account_suspended', 'x', {
      reason: 'account-suspended',
      params: samples['account-suspended'],
    });
    expect(until).toMatch(/^Ваш аккаунт приостановлен до .*2027.*: spam\./);
  });

  for (const language of LANGUAGES.filter((l) => l !== 'en')) {
    it(`${language}: every reason has its own sentence with every figure filled in`, async () => {
      await setLanguage(language);
      for (const detail of details) {
        const text = translateError('conflict', 'The English sentence.', [], detail).message;
        expect(text, detail.reason).not.toBe('The English sentence.');
        expect(text, detail.reason).not.toMatch(/\{|\$[a-z]|error-reason|wait-/);
      }
    });
  }

  it('falls back to the code sentence, then to the server sentence', async () => {
    await setLanguage('ru');
    expect(translateError('too_early', 'Next reward in 12 minutes.').message).toBe(
      'Пока рано. Попробуйте чуть позже.',
    );
    expect(translateError('made_up', 'The server says so.').message).toBe('The server says so.');
  });

  it('the API client reads the reason from the error body; English keeps the server sentence', async () => {
    const body = {
      error: 'too_early',
      message: 'Next reward in 12 minutes.',
      reason: 'reward-too-early',
      params: { minutes: 12, nextAt: '2027-01-05T12:05:00.000Z' },
    };
    const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status: 409 }));
    const call = createApiClient({ fetch: () => fetch as unknown as typeof globalThis.fetch });
    const failure = () =>
      call(contract.rewards.claim).then(
        () => {
          throw new Error('expected a refusal');
        },
        (e: ApiError) => e,
      );
    const english = await failure();
    expect([english.message, english.detail.reason]).toEqual([
      'Next reward in 12 minutes.',
      'reward-too-early',
    ]);
    await setLanguage('ru');
    expect((await failure()).message).toMatch(/^Следующая награда через 12 минут \(в .+\)\.$/);
  });
});
