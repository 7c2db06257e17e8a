import { BotError } from 'grammy';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBot } from '../src/bot.ts';
import { type FakeTelegram, startFakeTelegram } from './helpers/fake-telegram.ts';
import {
  alice,
  fakeBotInfo,
  interceptApi,
  memoryLogger,
  testConfig,
  textUpdate,
} from './helpers/fixtures.ts';
import { createTestServices, type TestServices } from './helpers/services.ts';

let t: TestServices;
beforeAll(async () => {
  t = await createTestServices();
});
afterAll(() => t.close());

let telegram: FakeTelegram | undefined;
afterEach(async () => {
  await telegram?.close();
  telegram = undefined;
});

describe('createBot', () => {
  it('talks to the Bot API at TELEGRAM_API_ROOT', async () => {
    telegram = await startFakeTelegram();
    const bot = createBot({
      config: testConfig({ TELEGRAM_API_ROOT: telegram.apiRoot }),
      services: t.services,
      logger: memoryLogger().logger,
    });
    await bot.init();
    expect(bot.botInfo.username).toBe(fakeBotInfo.username);
    expect(telegram.requests.map((request) => request.method)).toEqual(['getMe']);
  });

  it('retries a rate-limited request through auto-retry', async () => {
    let limited = false;
    telegram = await startFakeTelegram((request) => {
      if (request.method !== 'sendMessage' || limited) return undefined;
      limited = true;
      return {
        ok: false,
        error_code: 429,
        description: 'Too Many Requests: retry after 0',
        parameters: { retry_after: 0 },
      };
    });
    const bot = createBot({
      config: testConfig({ TELEGRAM_API_ROOT: telegram.apiRoot }),
      services: t.services,
      logger: memoryLogger().logger,
    });
    await bot.api.sendMessage(alice.id, 'hello');
    expect(telegram.requests.map((request) => request.method)).toEqual(['sendMessage', 'sendMessage']);
  });

  it('gives up on a flood wait longer than a minute instead of stalling every update', async () => {
    telegram = await startFakeTelegram((request) =>
      request.method === 'sendMessage'
        ? {
            ok: false,
            error_code: 429,
            description: 'Too Many Requests: retry after 600',
            parameters: { retry_after: 600 },
          }
        : undefined,
    );
    const bot = createBot({
      config: testConfig({ TELEGRAM_API_ROOT: telegram.apiRoot }),
      services: t.services,
      logger: memoryLogger().logger,
    });
    await expect(bot.api.sendMessage(alice.id, 'hello')).rejects.toThrow(/Too Many Requests/);
    expect(telegram.requests).toHaveLength(1);
  });

  it('hands every handler the config, services and logger', async () => {
    const { logger } = memoryLogger();
    const config = testConfig({ PUBLIC_URL: 'https://cum.example.com' });
    const services = t.services;
    const bot = createBot({ config, services, logger });
    bot.botInfo = fakeBotInfo;
    interceptApi(bot);
    const seen: unknown[] = [];
    // The features answer every new message (the fallback included); an edit reaches this.
    bot.on('edited_message', (ctx) => {
      seen.push(ctx.config, ctx.services, ctx.logger);
    });
    const { update_id, message } = textUpdate('edited');
    await bot.handleUpdate({ update_id, edited_message: { ...message, edit_date: 1 } } as never);
    expect(seen).toEqual([config, services, logger]);
  });

  it('keeps a failing logger from turning a handled error into a crash', async () => {
    const throwing = () => {
      throw new Error('log sink is down');
    };
    const bot = createBot({
      config: testConfig(),
      services: t.services,
      logger: { info: throwing, warn: throwing, error: throwing },
    });
    bot.botInfo = fakeBotInfo;
    const update = textUpdate('/start');
    const ctx = { update } as unknown as BotError<Parameters<typeof bot.errorHandler>[0]['ctx']>['ctx'];
    await expect(Promise.resolve(bot.errorHandler(new BotError(new Error('boom'), ctx)))).resolves.toBe(
      undefined,
    );
  });
});
