import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packCallback } from '../../src/callback-data.ts';
import { botI18n } from '../../src/i18n/index.ts';
import { alice, callbackUpdate, textUpdate } from '../helpers/fixtures.ts';
import { createTestServices, createUser, type TestServices, testBot } from '../helpers/services.ts';

let t: TestServices;
beforeAll(async () => {
  t = await createTestServices();
});
afterAll(() => t.close());

const en = (key: string, vars?: Record<string, string>) => botI18n.plain('en', key, vars);
const LOGIN_TEXTS = {
  confirmed: (site: string) => en('login-confirmed', { site }),
  cancelled: en('login-cancelled'),
  gone: en('login-gone'),
  wrong: en('login-wrong-code'),
};
/** The tap on number `code` of the question about `token`. */
const pick = (token: string, code: string) => packCallback('login', 'ok', token, code);

let nextId = 8_000_000;
const someone = () => ({ ...alice, id: nextId++, first_name: 'Bob', username: `bob${nextId}` });

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
/** The browser's side: a login link (as POST /api/auth/telegram/link makes it). */
const browserAsks = () => t.services.auth.createLoginLink({ userAgent: CHROME_ON_WINDOWS });

describe('browser sign-in through the bot', () => {
  it('asks before signing the browser in, naming the browser, the time and the risk', async () => {
    const { token, code } = await browserAsks();
    const { bot, calls } = testBot(t.services);
    await bot.handleUpdate(textUpdate(`/start auth_${token}`));
    expect(calls).toEqual([
      {
        method: 'sendMessage',
        payload: {
          chat_id: alice.id,
          text: expect.stringMatching(
            /^Sign in to cum\.example\.com in your browser\?\n\nRequested by Chrome on Windows at \d\d:\d\d UTC \(just now\)\.\n\nOnly confirm if you just pressed Sign in on a computer yourself\. If someone sent you this link, press Cancel.*\n\nTo confirm, tap the number your browser shows\.$/,
          ),
          entities: [
            { type: 'bold', offset: 0, length: 'Sign in to cum.example.com in your browser?'.length },
          ],
          reply_markup: {
            inline_keyboard: [
              expect.arrayContaining([{ text: code, callback_data: `login:ok:${token}:${code}` }]),
              [{ text: 'Cancel', callback_data: `login:no:${token}` }],
            ],
          },
        },
      },
    ]);
    // Number matching: three distinct two-digit numbers, one of them the browser's.
    const markup = calls[0]?.payload.reply_markup as { inline_keyboard: { text: string }[][] };
    const numbers = (markup.inline_keyboard[0] ?? []).map((b) => b.text);
    expect(numbers).toHaveLength(3);
    expect(new Set(numbers).size).toBe(3);
    for (const n of numbers) expect(n).toMatch(/^[1-9]\d$/);
  });

  it('a wrong number cancels the link: the browser is told and a later right pick is refused', async () => {
    const { token, code, browserSecret } = await browserAsks();
    const wrong = code === '10' ? '11' : '10';
    const from = someone();
    const { bot, calls } = testBot(t.services);
    await bot.handleUpdate(callbackUpdate(pick(token, wrong), { from }));
    expect(calls[1]?.payload.text).toBe(LOGIN_TEXTS.wrong);
    await bot.handleUpdate(callbackUpdate(pick(token, code), { from }));
    expect(calls.at(-1)?.payload.text).toBe(LOGIN_TEXTS.gone);
    await expect(t.services.auth.pollLoginLink(token, browserSecret)).rejects.toMatchObject({
      status: 401,
      message: 'Sign-in was cancelled in Telegram. Start again to sign in.',
    });
    expect(await t.services.models.User.exists({ telegramId: from.id })).toBeNull();
  });

  it('a Confirm without a number (forged or old button) counts as a wrong pick', async () => {
    const { token, browserSecret } = await browserAsks();
    const { bot, calls } = testBot(t.services);
    await bot.handleUpdate(callbackUpdate(packCallback('login', 'ok', token), { from: someone() }));
    expect(calls[1]?.payload.text).toBe(LOGIN_TEXTS.wrong);
    await expect(t.services.auth.pollLoginLink(token, browserSecret)).rejects.toMatchObject({ status: 401 });
  });

  it('the right number signs the waiting browser in as this Telegram user', async () => {
    const { token, code, browserSecret } = await browserAsks();
    const from = someone();
    const { bot, calls } = testBot(t.services);
    await bot.handleUpdate(callbackUpdate(pick(token, code), { from, messageId: 77 }));
    expect(calls).toEqual([
      { method: 'answerCallbackQuery', payload: { callback_query_id: expect.any(String) } },
      {
        method: 'editMessageText',
        payload: { chat_id: from.id, message_id: 77, text: LOGIN_TEXTS.confirmed('cum.example.com') },
      },
    ]);
    const polled = await t.services.auth.pollLoginLink(token, browserSecret);
    expect(polled.status).toBe('confirmed');
    if (polled.status === 'confirmed') expect(polled.user.telegramId).toBe(from.id);
  });

  it('Cancel kills the link: a later Confirm is refused and the browser is told', async () => {
    const { token, browserSecret } = await browserAsks();
    const { bot, calls } = testBot(t.services);
    const from = someone();
    await bot.handleUpdate(callbackUpdate(packCallback('login', 'no', token), { from }));
    expect(calls[1]?.payload.text).toBe(LOGIN_TEXTS.cancelled);
    await bot.handleUpdate(callbackUpdate(pick(token, '42'), { from }));
    expect(calls.at(-1)?.payload.text).toBe(LOGIN_TEXTS.gone);
    await expect(t.services.auth.pollLoginLink(token, browserSecret)).rejects.toMatchObject({
      status: 401,
      message: 'Sign-in was cancelled in Telegram. Start again to sign in.',
    });
    expect(await t.services.models.User.exists({ telegramId: from.id })).toBeNull();
  });

  it('answers an expired or unknown link at once, without the Confirm question', async () => {
    const { token } = await browserAsks();
    await t.services.models.LoginLink.updateMany({}, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    for (const payload of [token, 'z'.repeat(43)]) {
      const { bot, calls } = testBot(t.services);
      await bot.handleUpdate(textUpdate(`/start auth_${payload}`));
      expect(calls).toEqual([
        { method: 'sendMessage', payload: { chat_id: alice.id, text: LOGIN_TEXTS.gone } },
      ]);
    }
  });

  it('answers an expired link clearly', async () => {
    const { token } = await browserAsks();
    await t.services.models.LoginLink.updateMany({}, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    const { bot, calls } = testBot(t.services);
    await bot.handleUpdate(callbackUpdate(packCallback('login', 'ok', token), { from: someone() }));
    expect(calls[1]?.payload.text).toBe(LOGIN_TEXTS.gone);
  });

  it('a second Confirm (double tap, even after the browser got in) says signed in; others and unknown links are refused', async () => {
    const { token, code, browserSecret } = await browserAsks();
    const { bot, calls } = testBot(t.services);
    const from = someone();
    await Promise.all([
      bot.handleUpdate(callbackUpdate(pick(token, code), { from })),
      bot.handleUpdate(callbackUpdate(pick(token, code), { from })),
    ]);
    expect((await t.services.auth.pollLoginLink(token, browserSecret)).status).toBe('confirmed');
    await bot.handleUpdate(callbackUpdate(pick(token, code), { from }));
    await bot.handleUpdate(callbackUpdate(pick(token, code), { from: someone() }));
    await bot.handleUpdate(callbackUpdate(pick('x'.repeat(43), code), { from }));
    const edits = calls.filter((c) => c.method === 'editMessageText').map((c) => c.payload.text);
    const signedIn = LOGIN_TEXTS.confirmed('cum.example.com');
    expect(edits).toEqual([signedIn, signedIn, signedIn, LOGIN_TEXTS.gone, LOGIN_TEXTS.gone]);
    expect(await t.services.models.User.countDocuments({ telegramId: from.id })).toBe(1);
  });

  it('applies the referral kept from /start ref_CODE when the confirmation creates the account', async () => {
    const referrer = await createUser(t.services, { referralCode: 'LOGINREF' });
    const from = someone();
    const { bot } = testBot(t.services);
    await bot.handleUpdate(textUpdate('/start ref_LOGINREF', { from }));
    const { token, code } = await browserAsks();
    await bot.handleUpdate(callbackUpdate(pick(token, code), { from }));
    const user = await t.services.models.User.findOne({ telegramId: from.id }).lean();
    expect(user?.referredBy?.toHexString()).toBe(referrer._id.toHexString());
  });
});
