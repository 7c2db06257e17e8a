import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botI18n } from '../../src/i18n/index.ts';
import { greeting } from '../../src/texts.ts';
import { OPEN_APP_LABEL } from '../../src/ui.ts';
import { alice, textUpdate } from '../helpers/fixtures.ts';
import { createTestServices, createUser, type TestServices, testBot } from '../helpers/services.ts';

let t: TestServices;
beforeAll(async () => {
  t = await createTestServices();
});
afterAll(() => t.close());

const GREETING =
  'Hi Alice! Welcome to $CUM.\n' +
  'Claim a reward every hour, complete tasks, watch videos and play games to earn $CUM.\n' +
  'Invite friends: each friend who joins with your link gets 100 $CUM, and you get 500 $CUM once they complete onboarding in the app.';
const REFERRAL_KEPT = botI18n.plain('en', 'referral-kept', { bonus: '100 $CUM' });
const REFERRAL_UNKNOWN = botI18n.plain('en', 'referral-unknown');
const REFERRAL_HAS_ACCOUNT = (code: string) => botI18n.message('en', 'referral-has-account', { code }).text;
/** "Alice" in bold, after "Hi ". */
const NAME_BOLD = [{ type: 'bold', offset: 3, length: 5 }];
const webAppButton = {
  inline_keyboard: [[{ text: OPEN_APP_LABEL, web_app: { url: 'https://cum.example.com/app' } }]],
};
let nextTelegramId = 7_000_000;
const newcomer = () => ({ ...alice, id: nextTelegramId++ });

describe('/start', () => {
  it('greets by first name with the product and a web_app button', async () => {
    const { bot, calls } = testBot(t.services);
    await bot.handleUpdate(textUpdate('/start'));
    expect(greeting('en', 'Alice', 60).text).toBe(GREETING);
    expect(calls).toEqual([
      {
        method: 'sendMessage',
        payload: { chat_id: alice.id, text: GREETING, entities: NAME_BOLD, reply_markup: webAppButton },
      },
    ]);
    expect(await t.services.telegramBot.chats.isReachable(alice.id)).toBe(true);
  });

  it('sends a plain link when PUBLIC_URL is not https', async () => {
    const { bot, calls } = testBot(t.services, { config: { PUBLIC_URL: 'http://localhost:3000' } });
    await bot.handleUpdate(textUpdate('/start'));
    expect(calls[0]?.payload.reply_markup).toEqual({
      inline_keyboard: [[{ text: OPEN_APP_LABEL, url: 'http://localhost:3000/app' }]],
    });
  });

  it('keeps a known referral code for a newcomer, applied when the mini-app creates the account', async () => {
    const referrer = await createUser(t.services, { referralCode: 'FRIEND42' });
    const from = newcomer();
    const { bot, calls } = testBot(t.services);
    await bot.handleUpdate(textUpdate('/start ref_FRIEND42', { from }));
    expect(calls).toEqual([
      {
        method: 'sendMessage',
        payload: {
          chat_id: from.id,
          text: `${GREETING}\n\n${REFERRAL_KEPT}`,
          entities: NAME_BOLD,
          reply_markup: webAppButton,
        },
      },
    ]);
    // The mini-app's sign-in (POST /api/auth/telegram) without a start parameter.
    const signIn = await t.services.auth.signInTelegram({
      id: from.id,
      username: null,
      firstName: 'Alice',
      lastName: null,
      languageCode: null,
      photoUrl: null,
    });
    expect(signIn.created).toBe(true);
    expect(signIn.referral?.applied).toBe(true);
    expect(signIn.user.referredBy?.toHexString()).toBe(referrer._id.toHexString());
    // Taken once: nothing is left to apply again.
    expect(await t.services.referrals.takePending(from.id)).toBeNull();
  });

  it('answers an unknown code politely and keeps nothing', async () => {
    const from = newcomer();
    const { bot, calls } = testBot(t.services);
    await bot.handleUpdate(textUpdate('/start ref_NOSUCH99', { from }));
    expect(calls[0]?.payload.text).toBe(`${GREETING}\n\n${REFERRAL_UNKNOWN}`);
    expect(await t.services.referrals.takePending(from.id)).toBeNull();
  });

  it('tells an existing user where to enter the code instead', async () => {
    await createUser(t.services, { referralCode: 'OTHER777' });
    const existing = await createUser(t.services);
    const from = { ...alice, id: existing.telegramId as number };
    const { bot, calls } = testBot(t.services);
    await bot.handleUpdate(textUpdate('/start ref_other777', { from }));
    expect(calls[0]?.payload.text).toBe(`${GREETING}\n\n${REFERRAL_HAS_ACCOUNT('OTHER777')}`);
    expect(await t.services.referrals.takePending(from.id)).toBeNull();
  });

  it('greets plainly and logs an unrecognised payload', async () => {
    const { bot, calls, entries } = testBot(t.services);
    await bot.handleUpdate(textUpdate('/start promo2026'));
    expect(calls[0]?.payload.text).toBe(GREETING);
    expect(entries).toContainEqual({
      level: 'warn',
      obj: { payload: 'promo2026', userId: alice.id },
      msg: 'unrecognised /start payload',
    });
  });

  it('points /start in a group to the private chat, and leaves other group talk alone', async () => {
    const { bot, calls } = testBot(t.services);
    const group = { id: -100, type: 'group' as const, title: 'Friends' };
    await bot.handleUpdate(textUpdate('/start', { chat: group }));
    await bot.handleUpdate(textUpdate('hello there', { chat: group }));
    expect(calls).toEqual([
      {
        method: 'sendMessage',
        payload: {
          chat_id: -100,
          text: 'I work in a private chat: open https://t.me/cum_test_bot?start to earn $CUM.',
        },
      },
    ]);
  });

  it('sends the link as text when Telegram refuses the button URL', async () => {
    const { bot, calls } = testBot(t.services, {
      config: { PUBLIC_URL: 'http://localhost:3000' },
      respond: (call) =>
        call.payload.reply_markup
          ? { ok: false, error_code: 400, description: 'Bad Request: BUTTON_URL_INVALID' }
          : undefined,
    });
    await bot.handleUpdate(textUpdate('/start'));
    expect(calls[1]).toEqual({
      method: 'sendMessage',
      payload: {
        chat_id: alice.id,
        text: `${GREETING}\n\nOpen the app: http://localhost:3000/app`,
        entities: NAME_BOLD,
      },
    });
  });
});

describe('/help and /app', () => {
  it('lists the public commands to everyone', async () => {
    const { bot, calls } = testBot(t.services);
    await bot.handleUpdate(textUpdate('/help'));
    const text = String(calls[0]?.payload.text);
    expect(text).toContain('/start - Welcome and the app button');
    expect(text).toContain('/app - Open the $CUM app');
    expect(text).not.toContain('/broadcast');
  });

  it('adds the admin commands for an admin', async () => {
    const admin = await createUser(t.services, { isAdmin: true });
    const { bot, calls } = testBot(t.services);
    await bot.handleUpdate(textUpdate('/help', { from: { ...alice, id: admin.telegramId as number } }));
    expect(String(calls[0]?.payload.text)).toContain('/broadcast - Message every user: /broadcast <text>');
  });

  it('/app sends the button again', async () => {
    const { bot, calls } = testBot(t.services);
    await bot.handleUpdate(textUpdate('/app'));
    expect(calls).toEqual([
      {
        method: 'sendMessage',
        payload: {
          chat_id: alice.id,
          text: 'Tap the button to open the $CUM app.',
          reply_markup: webAppButton,
        },
      },
    ]);
  });
});

describe('error boundary', () => {
  it('logs a failing update and answers politely', async () => {
    const { bot, calls, entries } = testBot(t.services, {
      respond: (call) =>
        call.payload.reply_markup
          ? { ok: false, error_code: 400, description: 'Bad Request: message text is empty' }
          : undefined,
    });
    const update = textUpdate('/app');
    await bot.handleUpdate(update).catch((error) => bot.errorHandler(error));
    expect(entries.at(-1)).toMatchObject({ level: 'error', msg: 'bot update handling failed' });
    expect(calls.at(-1)).toEqual({
      method: 'sendMessage',
      payload: {
        chat_id: alice.id,
        text: 'Sorry, something went wrong on our side. Please try again in a moment.',
      },
    });
  });
});
