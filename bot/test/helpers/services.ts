import { randomBytes } from 'node:crypto';
import { type Composition, connectDatabase, createServices, loadConfig } from '@cum/api';
import type { Transformer } from 'grammy';
import { createBot } from '../../src/bot.ts';
import { type BotConfig, botConfigFromApi } from '../../src/config.ts';
import type { Scheduler } from '../../src/scheduler.ts';
import { type ApiCall, defaultReply, fakeBotInfo, memoryLogger, TEST_TOKEN } from './fixtures.ts';

export interface TestServices {
  services: Composition;
  close(): Promise<void>;
}

/** The API's real services (its composition root) on a fresh in-memory embedded database. */
export async function createTestServices(env: Record<string, string> = {}): Promise<TestServices> {
  const db = await connectDatabase({
    uri: null,
    dataDir: null,
    dbName: `bot_${randomBytes(4).toString('hex')}`,
  });
  const config = loadConfig({
    APP_ENV: 'test',
    BOT_TOKEN: TEST_TOKEN,
    BOT_USERNAME: 'cum_test_bot',
    PUBLIC_URL: 'https://cum.example.com',
    ...env,
  });
  const services = await createServices({ config, connection: db.connection });
  return { services, close: () => db.close() };
}

let seq = 0;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A user straight in the database, Telegram-linked by default. */
export async function createUser(
  services: Composition,
  fields: {
    telegramId?: number | null;
    username?: string;
    isAdmin?: boolean;
    balance?: number;
    referralCode?: string;
  } = {},
) {
  seq++;
  const username = fields.username ?? `user${seq}_${randomBytes(2).toString('hex')}`;
  const referralCode =
    fields.referralCode ??
    Array.from(randomBytes(8), (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
  const telegramId = fields.telegramId === undefined ? 5_000_000 + seq : fields.telegramId;
  const doc = await services.models.User.create({
    authMethod: 'telegram',
    ...(telegramId === null ? {} : { telegramId }),
    firstName: 'Test',
    username,
    usernameLower: username.toLowerCase(),
    searchKeys: [username.toLowerCase(), ...(telegramId ? [String(telegramId)] : [])],
    referralCode,
    isAdmin: fields.isAdmin ?? false,
    balance: fields.balance ?? 0,
    // Past the age gate, as every user who reaches the bot's flows in these tests is.
    ageConfirmedAt: new Date(),
  });
  return doc.toObject();
}

export type Respond = (call: ApiCall) => ReturnType<typeof defaultReply> | undefined;

/**
 * A Bot API double installed closest to the network (under the throttle and auto-retry), recording
 * every call. `respond` may answer a call; anything it leaves gets a plausible success.
 */
export function fakeBotApi(respond?: Respond) {
  const calls: ApiCall[] = [];
  let messageId = 1000;
  const transformer: Transformer = async (_prev, method, payload) => {
    const call = { method, payload: { ...(payload as Record<string, unknown>) } };
    calls.push(call);
    const custom = respond?.(call);
    if (custom) return custom as never;
    if (method === 'sendMessage') {
      return {
        ok: true,
        result: {
          message_id: ++messageId,
          date: 0,
          chat: { id: call.payload.chat_id, type: 'private' },
          text: call.payload.text,
        },
      } as never;
    }
    return defaultReply(call) as never;
  };
  return { calls, transformer };
}

/** A bot on real services with its Bot API faked, ready for bot.handleUpdate. */
export function testBot(
  services: Composition,
  options: { respond?: Respond; scheduler?: Scheduler; config?: Partial<BotConfig> } = {},
) {
  const { logger, entries } = memoryLogger();
  const api = fakeBotApi(options.respond);
  const config = { ...botConfigFromApi(services.config), ...options.config };
  const bot = createBot({
    config,
    services,
    logger,
    apiTransformers: [api.transformer],
    scheduler: options.scheduler,
  });
  bot.botInfo = fakeBotInfo;
  return { bot, calls: api.calls, entries, config };
}

/** Many Telegram users at once (insertMany), in _id order. */
export async function createUsers(services: Composition, count: number, firstTelegramId: number) {
  const docs = Array.from({ length: count }, (_, i) => {
    const username = `bulk${firstTelegramId + i}`;
    return {
      authMethod: 'telegram' as const,
      telegramId: firstTelegramId + i,
      username,
      usernameLower: username,
      searchKeys: [username],
      referralCode: `B${(firstTelegramId + i).toString(36).toUpperCase()}`,
    };
  });
  const inserted = await services.models.User.insertMany(docs);
  return inserted.map((d) => d.toObject());
}
