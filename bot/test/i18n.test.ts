import { suspensionMessage } from '@cum/shared/domain/moderation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeScheduler } from '../src/scheduler.ts';
import { createNotificationsWorker } from '../src/workers/notifications.ts';
import { alice, textUpdate } from './helpers/fixtures.ts';
import { createTestServices, createUser, type TestServices, testBot } from './helpers/services.ts';

/** The bot speaks the user's language: stored choice, else Telegram's language_code, else English. */
let t: TestServices;
beforeAll(async () => {
  t = await createTestServices({ REWARD_INTERVAL_MINUTES: '180' });
});
afterAll(() => t.close());

let nextId = 9_300_000;
const user = (language_code?: string, first_name = 'Ana') => ({
  ...alice,
  id: nextId++,
  first_name,
  language_code,
});

async function send(text: string, from: ReturnType<typeof user>) {
  const { bot, calls } = testBot(t.services);
  await bot.handleUpdate(textUpdate(text, { from }));
  return calls.filter((c) => c.method === 'sendMessage').map((c) => c.payload);
}

describe('/start in the user language', () => {
  it('ru: Russian greeting, "every 3 hours" with the right plural, Russian button', async () => {
    const [reply] = await send('/start', user('ru'));
    expect(reply?.text).toBe(
      'Привет, Ana! Добро пожаловать в $CUM.\n' +
        'Получайте награду каждые 3 часа, выполняйте задания, смотрите видео и играйте, чтобы зарабатывать $CUM.\n' +
        'Приглашайте друзей: каждый друг, который присоединится по вашей ссылке, получит 100 $CUM, а вы получите 500 $CUM, когда он пройдёт знакомство с приложением.',
    );
    expect(reply?.reply_markup).toEqual({
      inline_keyboard: [[{ text: 'Открыть приложение', web_app: { url: 'https://cum.example.com/app' } }]],
    });
  });

  it('es (and es-419): Spanish greeting', async () => {
    for (const code of ['es', 'es-419']) {
      const [reply] = await send('/start', user(code));
      expect(String(reply?.text)).toMatch(
        /^¡Hola, Ana! Te damos la bienvenida a \$CUM\.\nReclama una recompensa cada 3 horas,/,
      );
      expect(reply?.reply_markup).toMatchObject({ inline_keyboard: [[{ text: 'Abrir la app' }]] });
    }
  });

  it('an unknown or missing code falls back to English', async () => {
    for (const code of ['de', 'zh-hans', undefined]) {
      const [reply] = await send('/start', user(code));
      expect(String(reply?.text)).toMatch(/^Hi Ana! Welcome to \$CUM\.\nClaim a reward every 3 hours,/);
    }
  });

  it('pt-br, id and fa get their languages too', async () => {
    expect(String((await send('/start', user('pt-br')))[0]?.text)).toMatch(/^Olá, Ana! .*\n.*a cada 3 horas/);
    expect(String((await send('/start', user('id')))[0]?.text)).toMatch(/^Hai, Ana! .*\n.*setiap 3 jam/);
    expect(String((await send('/start', user('fa')))[0]?.text)).toMatch(/^سلام Ana! .*\nهر ۳ ساعت/);
  });
});

describe('the stored language', () => {
  it('a changed setting changes the bot language at the next update, and null follows Telegram again', async () => {
    const account = await createUser(t.services);
    const from = { ...user('ru'), id: account.telegramId as number };
    expect(String((await send('/help', from))[0]?.text)).toMatch(/^Зарабатывайте \$CUM/);
    await t.services.models.User.updateOne({ _id: account._id }, { $set: { language: 'es' } });
    expect(String((await send('/help', from))[0]?.text)).toMatch(/^Gana \$CUM/);
    expect(String((await send('/balance', from))[0]?.text)).toBe('Tu saldo: 0 $CUM.');
    await t.services.models.User.updateOne({ _id: account._id }, { $set: { language: 'pt-BR' } });
    expect(String((await send('/balance', from))[0]?.text)).toBe('Seu saldo: 0 $CUM.');
    await t.services.models.User.updateOne({ _id: account._id }, { $set: { language: null } });
    expect(String((await send('/balance', from))[0]?.text)).toBe('Ваш баланс: 0 $CUM.');
  });
});

describe('formatting', () => {
  it('a name with markup and Markdown characters is shown as typed, only our bold is formatting', async () => {
    const name = '<b>Eve</b> _*[`&';
    const [reply] = await send('/start', user('en', name));
    expect(String(reply?.text).split('\n')[0]).toBe(`Hi ${name}! Welcome to $CUM.`);
    expect(reply?.entities).toEqual([{ type: 'bold', offset: 3, length: name.length }]);
    expect(reply?.parse_mode).toBeUndefined();
  });

  it('/balance shows the amount in bold, in the language number format', async () => {
    const account = await createUser(t.services, { balance: 1_234_500 });
    const [reply] = await send('/balance', { ...user('ru'), id: account.telegramId as number });
    // Russian groups thousands with a no-break space.
    expect(reply?.text).toBe('Ваш баланс: 1\u00a0234,5 $CUM.');
    expect(reply?.entities).toEqual([{ type: 'bold', offset: 12, length: '1\u00a0234,5 $CUM'.length }]);
  });
});

describe('a suspended account', () => {
  it('gets the suspension sentence of the API on /invite and on an invite link, in its language', async () => {
    const account = await createUser(t.services);
    const suspension = { reason: 'referral farming', until: new Date('2030-01-02T03:04:00Z') };
    await t.services.models.User.updateOne({ _id: account._id }, { $set: { suspension } });
    const en = { ...user('en'), id: account.telegramId as number };
    const [invite] = await send('/invite', en);
    expect(invite?.text).toBe(suspensionMessage(suspension));
    expect(invite?.reply_markup).toBeUndefined();
    const [start] = await send('/start ref_SOMECODE', en);
    expect(start?.text).toBe(suspensionMessage(suspension));
    const [ru] = await send('/invite', { ...en, language_code: 'ru' });
    expect(ru?.text).toBe(
      'Ваш аккаунт заблокирован до 2030-01-02 03:04 UTC: referral farming. Вы можете входить и всё просматривать, но не можете зарабатывать или тратить $CUM.',
    );
    // Lifted: /invite works again.
    await t.services.models.User.updateOne({ _id: account._id }, { $set: { suspension: null } });
    expect(String((await send('/invite', en))[0]?.text)).toMatch(/^Your invite link:/);
  });
});

describe('notifications in the recipient language', () => {
  it('events for a Russian user go out in Russian, several as one message with the plural header', async () => {
    const account = await createUser(t.services);
    await t.services.models.User.updateOne(
      { _id: account._id },
      { $set: { language: 'ru', 'settings.rewardAlerts': false } },
    );
    for (const [type, amount] of [
      ['referral_completed', 500],
      ['bonus_received', 1000],
    ] as const) {
      await t.services.notifications.enqueue(null, {
        key: `${type}:i18n-${account._id}`,
        type,
        userId: account._id,
        telegramId: account.telegramId,
        text: 'English text from the API',
        payload: { amount },
      });
    }
    const scheduler = fakeScheduler();
    const { bot, calls, config } = testBot(t.services, { scheduler });
    const worker = createNotificationsWorker({
      api: bot.api,
      services: t.services,
      config,
      logger: { info: () => {}, warn: () => {}, error: () => {} },
      scheduler,
      workerId: 'i18n',
    });
    await worker.step();
    const mine = calls.filter((c) => c.method === 'sendMessage' && c.payload.chat_id === account.telegramId);
    expect(mine.map((c) => c.payload.text)).toEqual([
      'У вас 2 новости:\n' +
        '• Ваш друг прошёл знакомство с приложением: вы заработали 500 $CUM!\n' +
        '• Приветственный бонус 1\u00a0000 $CUM уже на вашем балансе. Продолжайте зарабатывать в приложении!',
    ]);
    expect(mine[0]?.payload.reply_markup).toMatchObject({
      inline_keyboard: [[{ text: 'Открыть приложение' }]],
    });
  });
});
