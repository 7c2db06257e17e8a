import { buildApp, mountBotWebhook } from '@cum/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookSecretOf } from '../src/config.ts';
import { webhookHandler } from '../src/webhook.ts';
import { alice, defaultReply, textUpdate } from './helpers/fixtures.ts';
import { createTestServices, createUser, type TestServices, testBot } from './helpers/services.ts';

let t: TestServices;
let admin: typeof alice;
beforeAll(async () => {
  t = await createTestServices();
  const account = await createUser(t.services, { isAdmin: true, username: 'payer' });
  admin = { ...alice, id: account.telegramId as number, first_name: 'Payer' };
});
afterAll(() => t.close());

const balanceOf = async (username: string) =>
  (await t.services.models.User.findOne({ username }).lean())?.balance;

describe('exactly once per update', () => {
  it('a redelivered /grant update is acknowledged and skipped: one credit', async () => {
    await createUser(t.services, { username: 'twice' });
    const { bot, calls } = testBot(t.services);
    const update = textUpdate('/grant @twice 100 prize', { from: admin });
    await bot.handleUpdate(structuredClone(update));
    await bot.handleUpdate(structuredClone(update));
    expect(await balanceOf('twice')).toBe(100_000);
    expect(calls.filter((c) => c.method === 'sendMessage')).toHaveLength(1);
  });

  it('a second bot process running the same update cannot pay twice (ledger key from the update)', async () => {
    await createUser(t.services, { username: 'racer' });
    const update = textUpdate('/grant @racer 7 prize', { from: admin });
    const a = testBot(t.services);
    const b = testBot(t.services);
    await Promise.all([
      a.bot.handleUpdate(structuredClone(update)),
      b.bot.handleUpdate(structuredClone(update)),
    ]);
    expect(await balanceOf('racer')).toBe(7_000);
    // Even when the processed-update record is lost, the ledger key from the update holds.
    await t.services.models.ProcessedUpdate.deleteMany({});
    await testBot(t.services).bot.handleUpdate(structuredClone(update));
    expect(await balanceOf('racer')).toBe(7_000);
    expect(
      await t.services.models.LedgerEntry.countDocuments({ kind: 'admin_adjustment', amount: 7_000 }),
    ).toBe(1);
  });

  it('a slow webhook update gets 200 at once; the redelivery is skipped; one credit', async () => {
    await createUser(t.services, { username: 'slowpoke' });
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const URL = 'https://cum.example.com/api/telegram/webhook';
    const test = testBot(t.services, {
      config: { BOT_WEBHOOK_URL: URL },
      respond: (call) =>
        call.method === 'sendMessage' ? (gate.then(() => defaultReply(call)) as never) : undefined,
    });
    const app = await buildApp({ services: t.services, staticRoot: '/nonexistent' });
    mountBotWebhook(app, {
      path: '/api/telegram/webhook',
      handler: webhookHandler(test.bot, test.config, { timeoutMs: 50 }),
    });
    await app.ready();
    try {
      const update = textUpdate('/grant @slowpoke 5 prize', { from: admin });
      const post = () =>
        app.inject({
          method: 'POST',
          url: '/api/telegram/webhook',
          headers: { 'x-telegram-bot-api-secret-token': webhookSecretOf(test.config) },
          payload: update,
        });
      expect((await post()).statusCode).toBe(200);
      expect((await post()).statusCode).toBe(200);
      release();
      await expect
        .poll(() => test.calls.filter((c) => c.method === 'sendMessage').length, { timeout: 5000 })
        .toBe(1);
      expect(await balanceOf('slowpoke')).toBe(5_000);
    } finally {
      release();
      await app.close();
    }
  });
});
