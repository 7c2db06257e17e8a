import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packCallback } from '../../src/callback-data.ts';
import { LOGIN_TEXTS } from '../../src/features/login.ts';
import { alice, callbackUpdate, textUpdate } from '../helpers/fixtures.ts';
import { createTestServices, createUser, type TestServices, testBot } from '../helpers/services.ts';

let t: TestServices;
beforeAll(async () => {
  t = await createTestServices();
});
afterAll(() => t.close());

let nextId = 8_000_000;
const someone = () => ({ ...alice, id: nextId++, first_name: 'Bob', username: `bob${nextId}` });

/** The browser's side: a login link (as POST /api/auth/telegram/link makes it). */
const browserAsks = () => t.services.auth.createLoginLink();

describe('browser sign-in through the bot', () => {
  it('asks before signing the browser in, with Confirm / Cancel', async () => {
    const { token } = await browserAsks();
    const { bot, calls } = testBot(t.services);
    await bot.handleUpdate(textUpdate(`/start auth_${token}`));
    expect(calls).toEqual([
      {
        method: 'sendMessage',
        payload: {
          chat_id: alice.id,
          text: 'Sign in to cum.example.com in your browser?',
          reply_markup: {
            inline_keyboard: [
              [
                { text: 'Confirm', callback_data: `login:ok:${token}` },
                { text: 'Cancel', callback_data: 'login:no' },
              ],
            ],
          },
        },
      },
    ]);
  });

  it('Confirm signs the waiting browser in as this Telegram user', async () => {
    const { token, browserSecret } = await browserAsks();
    const from = someone();
    const { bot, calls } = testBot(t.services);
    await bot.handleUpdate(callbackUpdate(packCallback('login', 'ok', token), { from, messageId: 77 }));
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

  it('Cancel leaves the browser waiting and signs nobody in', async () => {
    const { token, browserSecret } = await browserAsks();
    const { bot, calls } = testBot(t.services);
    await bot.handleUpdate(callbackUpdate('login:no', { from: someone() }));
    expect(calls[1]?.payload.text).toBe(LOGIN_TEXTS.cancelled);
    expect((await t.services.auth.pollLoginLink(token, browserSecret)).status).toBe('pending');
  });

  it('answers an expired link clearly', async () => {
    const { token } = await browserAsks();
    await t.services.models.LoginLink.updateMany({}, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    const { bot, calls } = testBot(t.services);
    await bot.handleUpdate(callbackUpdate(packCallback('login', 'ok', token), { from: someone() }));
    expect(calls[1]?.payload.text).toBe(LOGIN_TEXTS.gone);
  });

  it('answers a link used once already, and an unknown one, clearly', async () => {
    const { token } = await browserAsks();
    const { bot, calls } = testBot(t.services);
    const from = someone();
    await bot.handleUpdate(callbackUpdate(packCallback('login', 'ok', token), { from }));
    await bot.handleUpdate(callbackUpdate(packCallback('login', 'ok', token), { from }));
    await bot.handleUpdate(callbackUpdate(packCallback('login', 'ok', 'x'.repeat(43)), { from }));
    const edits = calls.filter((c) => c.method === 'editMessageText').map((c) => c.payload.text);
    expect(edits).toEqual([LOGIN_TEXTS.confirmed('cum.example.com'), LOGIN_TEXTS.gone, LOGIN_TEXTS.gone]);
  });

  it('applies the referral kept from /start ref_CODE when the confirmation creates the account', async () => {
    const referrer = await createUser(t.services, { referralCode: 'LOGINREF' });
    const from = someone();
    const { bot } = testBot(t.services);
    await bot.handleUpdate(textUpdate('/start ref_LOGINREF', { from }));
    const { token } = await browserAsks();
    await bot.handleUpdate(callbackUpdate(packCallback('login', 'ok', token), { from }));
    const user = await t.services.models.User.findOne({ telegramId: from.id }).lean();
    expect(user?.referredBy?.toHexString()).toBe(referrer._id.toHexString());
  });
});
