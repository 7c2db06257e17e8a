import type { Update } from 'grammy/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shareUrl } from '../../src/features/account.ts';
import { botI18n } from '../../src/i18n/index.ts';
import { greeting } from '../../src/texts.ts';

const en = (key: string, vars?: Record<string, string>) => botI18n.plain('en', key, vars);
const FALLBACK = en('fallback');
const STALE_BUTTON = en('stale-button');

import { alice, callbackUpdate, textUpdate } from '../helpers/fixtures.ts';
import { createTestServices, createUser, type TestServices, testBot } from '../helpers/services.ts';

let t: TestServices;
beforeAll(async () => {
  t = await createTestServices({ REWARD_INTERVAL_MINUTES: '180' });
});
afterAll(() => t.close());

type Calls = { method: string; payload: Record<string, unknown> }[];
const texts = (calls: Calls) =>
  calls.filter((c) => c.method === 'sendMessage').map((c) => String(c.payload.text));

async function send(update: Update) {
  const { bot, calls } = testBot(t.services);
  await bot.handleUpdate(update);
  return calls;
}

let nextId = 9_100_000;
const stranger = () => ({ ...alice, id: nextId++, first_name: 'Sam' });

describe('texts that tell the truth', () => {
  it('REWARD_INTERVAL_MINUTES=180 makes the greeting say "every 3 hours", with the referral condition', async () => {
    const from = stranger();
    const [text] = texts(await send(textUpdate('/start', { from })));
    expect(text).toBe(greeting('en', 'Sam', 180).text);
    expect(text).toContain('Claim a reward every 3 hours,');
    expect(text).toContain('you get 500 $CUM once they complete onboarding in the app');
  });

  it("/start ref_<own code> is recognised as the user's own link", async () => {
    const owner = await createUser(t.services, { referralCode: 'MINE2345' });
    const from = { ...alice, id: owner.telegramId as number };
    const [text] = texts(await send(textUpdate('/start ref_MINE2345', { from })));
    expect(text).toContain(en('referral-own'));
  });
});

describe('never silent', () => {
  it('answers unknown text, unknown commands and stickers with a pointer to the app', async () => {
    for (const update of [
      textUpdate('hello?', { from: stranger() }),
      textUpdate('/frobnicate', { from: stranger() }),
      {
        update_id: nextId++,
        message: {
          message_id: 1,
          date: 0,
          chat: { id: 55, type: 'private', first_name: 'S' },
          from: { ...alice, id: 55 },
          sticker: {
            file_id: 'x',
            file_unique_id: 'y',
            type: 'regular',
            width: 1,
            height: 1,
            is_animated: false,
            is_video: false,
          },
        },
      } as Update,
    ]) {
      expect(texts(await send(update))).toEqual([FALLBACK]);
    }
  });

  it('takes commands in any case (/START) without touching the payload', async () => {
    const from = stranger();
    expect(texts(await send(textUpdate('/START', { from })))).toEqual([greeting('en', 'Sam', 180).text]);
    expect(texts(await send(textUpdate('/Help', { from })))[0]).toMatch(/^Earn \$CUM/);
  });

  it('/start in a group points to the private chat', async () => {
    const from = stranger();
    const calls = await send(
      textUpdate('/start', { from, chat: { id: -100500, type: 'supergroup', title: 'Fans' } }),
    );
    expect(calls).toEqual([
      {
        method: 'sendMessage',
        payload: {
          chat_id: -100500,
          text: 'I work in a private chat: open https://t.me/cum_test_bot?start to earn $CUM.',
        },
      },
    ]);
  });

  it('a stale or unknown button is answered, so its spinner stops', async () => {
    for (const data of ['gone:away', 'login:ok', 'not packed at all']) {
      const calls = await send(callbackUpdate(data, { from: stranger() }));
      expect(calls.filter((c) => c.method === 'answerCallbackQuery')).toHaveLength(1);
    }
    const calls = await send(callbackUpdate('gone:away'));
    expect(calls).toEqual([
      {
        method: 'answerCallbackQuery',
        payload: { callback_query_id: expect.any(String), text: STALE_BUTTON },
      },
    ]);
  });
});

describe('/balance and /invite', () => {
  it('/balance shows the balance, or how to get an account', async () => {
    const user = await createUser(t.services, { balance: 12_500 });
    const from = { ...alice, id: user.telegramId as number };
    expect(texts(await send(textUpdate('/balance', { from })))).toEqual(['Your balance: 12.5 $CUM.']);
    expect(texts(await send(textUpdate('/balance', { from: stranger() })))[0]).toMatch(
      /^You don't have a \$CUM account yet/,
    );
  });

  it('/invite gives the referral link, the conditions and a share button', async () => {
    const user = await createUser(t.services, { referralCode: 'SHARE234' });
    const from = { ...alice, id: user.telegramId as number };
    const [call] = (await send(textUpdate('/invite', { from }))).filter((c) => c.method === 'sendMessage');
    const link = 'https://t.me/cum_test_bot?start=ref_SHARE234';
    expect(String(call?.payload.text)).toContain(link);
    expect(String(call?.payload.text)).toContain('you get 500 $CUM once they complete onboarding');
    expect(call?.payload.reply_markup).toEqual({
      inline_keyboard: [
        [{ text: 'Share invite link', url: shareUrl(link, 'Join me on $CUM and get a bonus!') }],
      ],
    });
  });
});
