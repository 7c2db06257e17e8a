import { BotError } from 'grammy';
import { describe, expect, it } from 'vitest';
import { createBot } from '../../src/bot.ts';
import { OPEN_APP_LABEL } from '../../src/features/start.ts';
import {
  type ApiCall,
  alice,
  defaultReply,
  fakeBotInfo,
  interceptApi,
  memoryLogger,
  testConfig,
  textUpdate,
} from '../helpers/fixtures.ts';

const GREETING =
  'Hi Alice! Welcome to $CUM.\n' +
  'Claim periodic rewards, complete tasks, watch videos, play games and invite friends, all in the app.';

function setup(publicUrl: string, respond?: (call: ApiCall) => ReturnType<typeof defaultReply>) {
  const { logger, entries } = memoryLogger();
  const bot = createBot({ config: testConfig({ PUBLIC_URL: publicUrl }), logger });
  bot.botInfo = fakeBotInfo;
  const calls = interceptApi(bot, respond);
  return { bot, calls, entries };
}

describe('/start', () => {
  it('greets and opens the mini-app through a web_app button when PUBLIC_URL is https', async () => {
    const { bot, calls } = setup('https://cum.example.com');
    await bot.handleUpdate(textUpdate('/start'));
    expect(calls).toEqual([
      {
        method: 'sendMessage',
        payload: {
          chat_id: alice.id,
          text: GREETING,
          reply_markup: {
            inline_keyboard: [[{ text: OPEN_APP_LABEL, web_app: { url: 'https://cum.example.com/app' } }]],
          },
        },
      },
    ]);
  });

  it('falls back to a plain url button when PUBLIC_URL is http', async () => {
    const { bot, calls } = setup('http://cum.example.com:3000');
    await bot.handleUpdate(textUpdate('/start'));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.payload.reply_markup).toEqual({
      inline_keyboard: [[{ text: OPEN_APP_LABEL, url: 'http://cum.example.com:3000/app' }]],
    });
  });

  it('carries a referral code into the app link and tells the user where to use it', async () => {
    const { bot, calls } = setup('https://cum.example.com');
    await bot.handleUpdate(textUpdate('/start ref_FRIEND42'));
    expect(calls[0]?.payload).toEqual({
      chat_id: alice.id,
      text: `${GREETING}\n\nYou were invited with the code FRIEND42. Open the app and use it at the referral step to get your bonus.`,
      reply_markup: {
        inline_keyboard: [
          [{ text: OPEN_APP_LABEL, web_app: { url: 'https://cum.example.com/app?ref=FRIEND42' } }],
        ],
      },
    });
  });

  it('answers an auth_ payload honestly instead of claiming a sign-in', async () => {
    const { bot, calls } = setup('https://cum.example.com');
    await bot.handleUpdate(textUpdate('/start auth_abc123'));
    const text = String(calls[0]?.payload.text);
    expect(text).toContain('cannot be confirmed from this chat yet');
    expect(text).not.toMatch(/signed in|success/i);
    expect(calls[0]?.payload.reply_markup).toEqual({
      inline_keyboard: [[{ text: OPEN_APP_LABEL, web_app: { url: 'https://cum.example.com/app' } }]],
    });
  });

  it('greets plainly and logs an unrecognised payload', async () => {
    const { bot, calls, entries } = setup('https://cum.example.com');
    await bot.handleUpdate(textUpdate('/start promo2026'));
    expect(calls[0]?.payload.text).toBe(GREETING);
    expect(entries).toContainEqual({
      level: 'warn',
      obj: { payload: 'promo2026', userId: alice.id },
      msg: 'unrecognised /start payload',
    });
  });

  it('stays quiet in group chats, where web_app buttons are refused', async () => {
    const { bot, calls } = setup('https://cum.example.com');
    await bot.handleUpdate(textUpdate('/start', { chat: { id: -100, type: 'group', title: 'Friends' } }));
    expect(calls).toEqual([]);
  });

  it('ignores other messages', async () => {
    const { bot, calls } = setup('https://cum.example.com');
    await bot.handleUpdate(textUpdate('hello there'));
    expect(calls).toEqual([]);
  });

  it('sends the link as text when Telegram refuses the button URL', async () => {
    const { bot, calls, entries } = setup('http://localhost:3000', (call) =>
      call.payload.reply_markup
        ? { ok: false, error_code: 400, description: 'Bad Request: BUTTON_URL_INVALID' }
        : defaultReply(call),
    );
    await bot.handleUpdate(textUpdate('/start'));
    expect(calls).toHaveLength(2);
    expect(calls[1]).toEqual({
      method: 'sendMessage',
      payload: { chat_id: alice.id, text: `${GREETING}\n\nOpen the app: http://localhost:3000/app` },
    });
    expect(entries.map((entry) => entry.level)).toEqual(['warn']);
  });

  it('does not swallow other send failures; they reach the error boundary', async () => {
    const { bot, calls, entries } = setup('https://cum.example.com', () => ({
      ok: false,
      error_code: 403,
      description: 'Forbidden: bot was blocked by the user',
    }));
    const update = textUpdate('/start');
    const failure = await bot.handleUpdate(update).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(calls).toHaveLength(1);
    expect(failure).toBeInstanceOf(BotError);
    // bot.handleUpdate leaves errors to the caller; long polling passes them to bot.catch.
    await bot.errorHandler(failure as BotError<Parameters<typeof bot.errorHandler>[0]['ctx']>);
    expect(entries).toEqual([
      {
        level: 'error',
        obj: {
          updateId: update.update_id,
          kind: 'telegram',
          method: 'sendMessage',
          code: 403,
          description: 'Forbidden: bot was blocked by the user',
        },
        msg: 'bot update handling failed',
      },
    ]);
  });
});
