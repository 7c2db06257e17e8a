import { type EmbeddedDb, startEmbeddedDb } from '@cum/embedded-mongo';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakeTelegram, startFakeTelegram } from '../../bot/test/helpers/fake-telegram.ts';
import { TEST_TOKEN } from '../../bot/test/helpers/fixtures.ts';
import { type Entry, spawnEntry } from './spawn-entry.ts';

/** `npm run bot` (server/src/bot-main.ts) as a process, on a database over TCP and a fake Bot API. */
describe('the standalone bot entry', () => {
  let db: EmbeddedDb;
  let telegram: FakeTelegram;
  let bot: Entry | undefined;
  beforeAll(async () => {
    db = await startEmbeddedDb({});
    telegram = await startFakeTelegram();
  });
  afterEach(async () => {
    await bot?.stop('SIGKILL');
    bot = undefined;
  });
  afterAll(async () => {
    await telegram?.close();
    await db?.stop();
  });
  const env = (token: string) => ({
    APP_ENV: 'development',
    MONGODB_URI: `${db.uri}cum_bot_main`,
    BOT_TOKEN: token,
    BOT_USERNAME: 'cum_test_bot',
    TELEGRAM_API_ROOT: telegram.apiRoot,
    PUBLIC_URL: 'http://127.0.0.1:3999',
    DATA_DIR: 'memory',
    LOG_LEVEL: 'info',
  });

  it('SIGTERM while polling: the bot stops, the database closes, exit 0 within 8 s', async () => {
    bot = spawnEntry('bot-main.ts', env(TEST_TOKEN));
    await bot.waitFor(/"msg":"bot polling started"/);
    const { code, ms } = await bot.stop('SIGTERM');
    expect(code).toBe(0);
    expect(ms).toBeLessThan(8_000);
    expect(bot.out()).toMatch(/"msg":"bot polling stopped"/);
    expect(bot.out()).toMatch(/"msg":"shut down"/);
    // One JSON shape: every line is pino's.
    for (const line of bot.out().trim().split('\n')) expect(JSON.parse(line)).toHaveProperty('level');
  });

  it('a token Telegram refuses: said once, the process stays up and off, SIGTERM still exits 0', async () => {
    bot = spawnEntry('bot-main.ts', env('999:made-up-token-abcdefghijklmnopqrstuvw'));
    await bot.waitFor(/Telegram refused BOT_TOKEN/);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(bot.child.exitCode).toBeNull();
    expect(bot.out().match(/Telegram refused BOT_TOKEN/g)).toHaveLength(1);
    expect(bot.out()).not.toContain('made-up-token');
    const { code } = await bot.stop('SIGTERM');
    expect(code).toBe(0);
  });
});
