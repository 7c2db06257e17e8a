import { buildApp, mountBotWebhook } from '@cum/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SORRY } from '../src/bot.ts';
import { webhookSecretOf } from '../src/config.ts';
import { webhookHandler, webhookPath } from '../src/webhook.ts';
import { type ApiCall, alice, textUpdate } from './helpers/fixtures.ts';
import { createTestServices, type TestServices, testBot } from './helpers/services.ts';

const URL = 'https://cum.example.com/api/telegram/webhook';
let t: TestServices;
let app: FastifyInstance;
let calls: ApiCall[];
let secret: string;
let failNext = false;

beforeAll(async () => {
  t = await createTestServices();
  const test = testBot(t.services, {
    config: { BOT_WEBHOOK_URL: URL },
    respond: (call) => {
      if (!failNext || !call.payload.reply_markup) return undefined;
      failNext = false;
      return { ok: false, error_code: 400, description: 'Bad Request: message text is empty' };
    },
  });
  calls = test.calls;
  secret = webhookSecretOf(test.config);
  app = await buildApp({ services: t.services, staticRoot: '/nonexistent' });
  mountBotWebhook(app, {
    path: webhookPath(test.config) as string,
    handler: webhookHandler(test.bot, test.config),
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const post = (headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/telegram/webhook', headers, payload: textUpdate('/start') });

describe('webhook route', () => {
  // Each test reads only the Bot API calls it caused (the tests run in any order).
  beforeEach(() => {
    calls.length = 0;
    failNext = false;
  });

  it('derives a secret from the token when none is set', () => {
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a missing or wrong secret and handles nothing', async () => {
    expect((await post({})).statusCode).toBe(401);
    expect((await post({ 'x-telegram-bot-api-secret-token': 'not-the-secret-at-all' })).statusCode).toBe(401);
    expect(calls).toEqual([]);
  });

  it('handles an update carrying the right secret', async () => {
    const res = await post({ 'x-telegram-bot-api-secret-token': secret });
    expect(res.statusCode).toBe(200);
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'sendMessage',
        payload: expect.objectContaining({ chat_id: alice.id }),
      }),
    ]);
  });

  it('answers Telegram 200 even when handling fails, so the update is not redelivered forever', async () => {
    failNext = true;
    const res = await post({ 'x-telegram-bot-api-secret-token': secret });
    expect(res.statusCode).toBe(200);
    expect(calls.at(-1)?.payload.text).toBe(SORRY);
  });

  it('refuses a wrong secret before asking Telegram anything (even getMe)', async () => {
    const fresh = testBot(t.services, { config: { BOT_WEBHOOK_URL: URL } });
    fresh.bot.botInfo = undefined as never;
    const other = await buildApp({ services: t.services, staticRoot: '/nonexistent' });
    mountBotWebhook(other, {
      path: '/api/telegram/webhook',
      handler: webhookHandler(fresh.bot, fresh.config),
    });
    const res = await other.inject({
      method: 'POST',
      url: '/api/telegram/webhook',
      payload: textUpdate('/start'),
    });
    await other.close();
    expect(res.statusCode).toBe(401);
    expect(fresh.calls).toEqual([]);
  });
});
