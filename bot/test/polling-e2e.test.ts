import { buildApp } from '@cum/api';
import { sign } from '@telegram-apps/init-data-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botConfigFromApi } from '../src/config.ts';
import { startBot } from '../src/run.ts';
import { OPEN_APP_LABEL } from '../src/ui.ts';
import { type FakeTelegram, startFakeTelegram } from './helpers/fake-telegram.ts';
import { memoryLogger, TEST_TOKEN, textUpdate } from './helpers/fixtures.ts';
import { createTestServices, createUser, type TestServices } from './helpers/services.ts';

let t: TestServices;
let telegram: FakeTelegram;
beforeAll(async () => {
  telegram = await startFakeTelegram();
  t = await createTestServices({ TELEGRAM_API_ROOT: telegram.apiRoot, ADMIN_TELEGRAM_IDS: '111' });
});
afterAll(async () => {
  await telegram.close();
  await t.close();
});

describe('the bot over real HTTP (a local fake Bot API at TELEGRAM_API_ROOT)', () => {
  it('polls /start ref_CODE, replies with the web_app button, and the mini-app account carries the referral', async () => {
    const referrer = await createUser(t.services, { referralCode: 'E2EFRIEND' });
    const newcomer = { id: 4_242_424, is_bot: false, first_name: 'Nina', username: 'nina_e2e' };
    const running = await startBot({
      config: botConfigFromApi(t.services.config),
      services: t.services,
      logger: memoryLogger().logger,
    });
    try {
      // Start-up: the menu button opens the mini-app and the command lists are registered.
      const menu = await telegram.waitFor((r) => r.method === 'setChatMenuButton');
      expect(menu.payload).toEqual({
        menu_button: {
          type: 'web_app',
          text: OPEN_APP_LABEL,
          web_app: { url: 'https://cum.example.com/app' },
        },
      });
      await telegram.waitFor((r) => r.method === 'setMyCommands' && !r.payload.scope);
      await telegram.waitFor(
        (r) =>
          r.method === 'setMyCommands' && JSON.stringify(r.payload.scope) === '{"type":"chat","chat_id":111}',
      );

      telegram.push(textUpdate('/start ref_E2EFRIEND', { from: newcomer }));
      const reply = await telegram.waitFor(
        (r) => r.method === 'sendMessage' && r.payload.chat_id === newcomer.id,
      );
      expect(reply.payload.reply_markup).toEqual({
        inline_keyboard: [[{ text: OPEN_APP_LABEL, web_app: { url: 'https://cum.example.com/app' } }]],
      });
    } finally {
      await running.stop();
    }

    // The user opens the mini-app from that button: it signs in with initData (no start parameter).
    const app = await buildApp({ services: t.services, staticRoot: '/nonexistent' });
    try {
      const initData = sign({ user: newcomer } as Parameters<typeof sign>[0], TEST_TOKEN, new Date());
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/telegram',
        headers: { authorization: `tma ${initData}` },
      });
      expect(res.statusCode).toBe(200);
      const user = await t.services.models.User.findOne({ telegramId: newcomer.id }).lean();
      expect(user?.referredBy?.toHexString()).toBe(referrer._id.toHexString());
      expect(user?.balance).toBe(100_000);
    } finally {
      await app.close();
    }
  });
});
