import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startBot } from '../src/index.ts';
import { type FakeTelegram, startFakeTelegram } from './helpers/fake-telegram.ts';
import { alice, memoryLogger, testConfig, textUpdate } from './helpers/fixtures.ts';
import { createTestServices, createUser, type TestServices } from './helpers/services.ts';

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

const isSend = (chatId: number) => (request: { method: string; payload: Record<string, unknown> }) =>
  request.method === 'sendMessage' && request.payload.chat_id === chatId;

describe('startBot', () => {
  it('long-polls, answers /start and stops cleanly', async () => {
    telegram = await startFakeTelegram();
    const { logger, entries } = memoryLogger();
    const running = await startBot({
      services: t.services,
      config: testConfig({ TELEGRAM_API_ROOT: telegram.apiRoot }),
      logger,
    });

    const update = textUpdate('/start');
    telegram.push(update);
    const sent = await telegram.waitFor(isSend(alice.id));
    expect(String(sent.payload.text)).toMatch(/^Hi Alice! Welcome to \$CUM\./);

    await running.stop();
    await running.stop(); // a second signal must not throw
    await expect(running.finished).resolves.toEqual({ ok: true });
    expect(running.bot.isRunning()).toBe(false);
    // The runner confirms the update with its next getUpdates (Telegram does not deliver it again);
    // a redelivery after a crash would be skipped by the update-id claim.
    expect(
      telegram.requests.some((r) => r.method === 'getUpdates' && r.payload.offset === update.update_id + 1),
    ).toBe(true);
    expect(entries.map((entry) => entry.msg)).toEqual(['bot polling started', 'bot polling stopped']);
  });

  it('logs a failing update and goes on with the next one', async () => {
    const blocked = { ...alice, id: 7, first_name: 'Blocked' };
    telegram = await startFakeTelegram((request) =>
      isSend(blocked.id)(request)
        ? { ok: false, error_code: 403, description: 'Forbidden: bot was blocked by the user' }
        : undefined,
    );
    const { logger, entries } = memoryLogger();
    const running = await startBot({
      services: t.services,
      config: testConfig({ TELEGRAM_API_ROOT: telegram.apiRoot }),
      logger,
    });
    const failing = textUpdate('/start', { from: blocked });
    telegram.push(failing);
    telegram.push(textUpdate('/start'));

    await telegram.waitFor(isSend(alice.id));
    await running.stop();
    expect(entries).toContainEqual({
      level: 'error',
      obj: expect.objectContaining({ updateId: failing.update_id, kind: 'telegram', code: 403 }),
      msg: 'bot update handling failed',
    });
    await expect(running.finished).resolves.toEqual({ ok: true });
  });

  it('a token Telegram refuses (401): said once, then the bot stays off instead of retrying', async () => {
    telegram = await startFakeTelegram();
    const { logger, entries } = memoryLogger();
    const config = testConfig({
      TELEGRAM_API_ROOT: telegram.apiRoot,
      BOT_TOKEN: '999:revoked-token-abcdefghijklmnopqrstu',
    });
    const running = await startBot({ services: t.services, config, logger, idleMs: 20 });
    const outcome = await running.finished;
    expect(outcome).toMatchObject({ ok: false, tokenRefused: true });
    // Workers and polling are off: no further call reaches Telegram while the process lives on.
    await new Promise((resolve) => setTimeout(resolve, 150));
    const calls = telegram.requests.length;
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(telegram.requests.length).toBe(calls);
    expect(telegram.requests.map((r) => r.method).filter((m) => m !== 'getMe' && m !== 'getUpdates')).toEqual(
      [],
    );
    const errors = entries.filter((e) => e.level !== 'info');
    expect(errors.map((e) => e.msg)).toEqual([
      'Telegram refused BOT_TOKEN (401 Unauthorized): the bot stays off. Check the token with @BotFather, then restart.',
    ]);
    await running.stop();
  });

  it('a refused token with a webhook: said once, no webhook set', async () => {
    telegram = await startFakeTelegram();
    const { logger, entries } = memoryLogger();
    const config = testConfig({
      TELEGRAM_API_ROOT: telegram.apiRoot,
      BOT_TOKEN: '999:revoked-token-abcdefghijklmnopqrstu',
      BOT_WEBHOOK_URL: 'https://cum.example.com/api/telegram/webhook',
    });
    const running = await startBot({ services: t.services, config, logger, idleMs: 20 });
    expect(await running.finished).toMatchObject({ ok: false, tokenRefused: true });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(entries.filter((e) => e.level !== 'info')).toHaveLength(1);
    await running.stop();
  });

  it('can be stopped while still starting up', async () => {
    telegram = await startFakeTelegram();
    const running = await startBot({
      services: t.services,
      config: testConfig({ TELEGRAM_API_ROOT: telegram.apiRoot }),
      logger: memoryLogger().logger,
    });
    await running.stop();
    await expect(running.finished).resolves.toEqual({ ok: true });
    expect(running.bot.isRunning()).toBe(false);
  });

  it('leaves polling to the standalone process when BOT_EMBEDDED=false', async () => {
    telegram = await startFakeTelegram();
    const { logger, entries } = memoryLogger();
    const config = testConfig({ TELEGRAM_API_ROOT: telegram.apiRoot, BOT_EMBEDDED: 'false' });
    const embedded = await startBot({ services: t.services, config, logger });
    await expect(embedded.finished).resolves.toEqual({ ok: true });
    await embedded.stop();
    expect(telegram.requests).toEqual([]);
    expect(entries.map((entry) => entry.msg)).toEqual([
      'bot polling is left to the standalone bot process (BOT_EMBEDDED=false)',
    ]);

    const standalone = await startBot({ services: t.services, config, logger, standalone: true });
    telegram.push(textUpdate('/start'));
    await telegram.waitFor(isSend(alice.id));
    await standalone.stop();
  });

  it('handles chats concurrently: one chat stuck in a slow reply does not delay another', async () => {
    const slow = { ...alice, id: 8, first_name: 'Slow' };
    let release = () => {};
    const stuck = new Promise<undefined>((resolve) => {
      release = () => resolve(undefined);
    });
    telegram = await startFakeTelegram((request) => (isSend(slow.id)(request) ? stuck : undefined));
    const running = await startBot({
      services: t.services,
      config: testConfig({ TELEGRAM_API_ROOT: telegram.apiRoot }),
      logger: memoryLogger().logger,
    });
    try {
      telegram.push(textUpdate('/start', { from: slow }));
      await telegram.waitFor(isSend(slow.id));
      telegram.push(textUpdate('/start'));
      // Answered while the slow chat's reply is still hanging.
      await telegram.waitFor(isSend(alice.id), 3000);
    } finally {
      release();
      await running.stop();
    }
  });

  it('keeps one chat in order: its second update waits for its first', async () => {
    let release = () => {};
    const stuck = new Promise<undefined>((resolve) => {
      release = () => resolve(undefined);
    });
    let first = true;
    telegram = await startFakeTelegram((request) => {
      if (!isSend(alice.id)(request) || !first) return undefined;
      first = false;
      return stuck;
    });
    const running = await startBot({
      services: t.services,
      config: testConfig({ TELEGRAM_API_ROOT: telegram.apiRoot }),
      logger: memoryLogger().logger,
    });
    try {
      telegram.push(textUpdate('/start'));
      telegram.push(textUpdate('/help'));
      await telegram.waitFor(isSend(alice.id));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(telegram.requests.filter(isSend(alice.id))).toHaveLength(1);
      release();
      await expect.poll(() => telegram?.requests.filter(isSend(alice.id)).length).toBe(2);
    } finally {
      release();
      await running.stop();
    }
  });

  it('a poller restarted before confirming gets the update again and skips it (one credit)', async () => {
    const boss = await createUser(t.services, { isAdmin: true, username: 'poll_boss' });
    await createUser(t.services, { username: 'poll_payee' });
    const from = { ...alice, id: boss.telegramId as number };
    telegram = await startFakeTelegram();
    const config = testConfig({ TELEGRAM_API_ROOT: telegram.apiRoot });
    const update = textUpdate('/grant @poll_payee 9 prize', { from });
    telegram.push(update);
    const first = await startBot({ services: t.services, config, logger: memoryLogger().logger });
    await telegram.waitFor(isSend(from.id));
    await first.stop();
    // A new process starts from offset 0: this fake Telegram serves the same update once more.
    const before = telegram.requests.length;
    const second = await startBot({ services: t.services, config, logger: memoryLogger().logger });
    // Its next getUpdates confirms the redelivered update: it has been through the bot.
    const confirmed = () =>
      telegram?.requests
        .slice(before)
        .some((r) => r.method === 'getUpdates' && r.payload.offset === update.update_id + 1);
    await expect.poll(confirmed, { timeout: 5000 }).toBe(true);
    await second.bot.idle();
    await second.stop();
    expect(telegram.requests.filter(isSend(from.id))).toHaveLength(1);
    const payee = await t.services.models.User.findOne({ username: 'poll_payee' }).lean();
    expect(payee?.balance).toBe(9_000);
  });
});
