import type { Transformer } from 'grammy';
import type { Message, Update, User, UserFromGetMe } from 'grammy/types';
import type { CumBot } from '../../src/bot.ts';
import { type BotConfig, loadBotConfig } from '../../src/config.ts';
import type { BotLogger } from '../../src/logger.ts';

export const TEST_TOKEN = '123456789:TEST-token_abcdefghijklmnopqrstuvwxyz';

export function testConfig(env: Record<string, string> = {}): BotConfig {
  return loadBotConfig({ BOT_TOKEN: TEST_TOKEN, APP_ENV: 'test', ...env });
}

export const fakeBotInfo: UserFromGetMe = {
  id: 123456789,
  is_bot: true,
  first_name: 'CUM Test Bot',
  username: 'cum_test_bot',
  can_join_groups: true,
  can_read_all_group_messages: false,
  supports_inline_queries: false,
  can_connect_to_business: false,
  has_main_web_app: false,
  has_topics_enabled: false,
  allows_users_to_create_topics: false,
  can_manage_bots: false,
  supports_join_request_queries: false,
};

export const alice: User = { id: 42, is_bot: false, first_name: 'Alice', username: 'alice' };

let nextUpdateId = 1;

/** A text message from `from` in a private chat; `/commands` get their bot_command entity. */
export function textUpdate(
  text: string,
  options: { from?: User; chat?: Update.NonChannel['chat'] } = {},
): Update {
  const from = options.from ?? alice;
  const chat: Update.NonChannel['chat'] = options.chat ?? {
    id: from.id,
    type: 'private',
    first_name: from.first_name,
  };
  const command = /^\/\S+/.exec(text);
  const message = {
    message_id: nextUpdateId,
    date: Math.floor(Date.now() / 1000),
    chat,
    from,
    text,
    ...(command ? { entities: [{ type: 'bot_command', offset: 0, length: command[0].length }] } : {}),
  } as Message.TextMessage & Update.NonChannel;
  return { update_id: nextUpdateId++, message };
}

export interface ApiCall {
  method: string;
  payload: Record<string, unknown>;
}

type Reply = { ok: true; result: unknown } | { ok: false; error_code: number; description: string };

/**
 * Intercepts every Bot API request of `bot` (installed last, so it runs before auto-retry) and answers
 * it with `respond`, by default a plausible success.
 */
export function interceptApi(bot: CumBot, respond: (call: ApiCall) => Reply = defaultReply): ApiCall[] {
  const calls: ApiCall[] = [];
  const transformer: Transformer = async (_prev, method, payload) => {
    const call = { method, payload: { ...payload } as Record<string, unknown> };
    calls.push(call);
    return respond(call) as Awaited<ReturnType<typeof _prev>>;
  };
  bot.api.config.use(transformer);
  return calls;
}

export function defaultReply(call: ApiCall): Reply {
  if (call.method === 'sendMessage') {
    return {
      ok: true,
      result: {
        message_id: 1000,
        date: Math.floor(Date.now() / 1000),
        chat: { id: call.payload.chat_id, type: 'private' },
        text: call.payload.text,
      },
    };
  }
  return { ok: true, result: true };
}

export interface LogEntry {
  level: 'info' | 'warn' | 'error';
  obj: object;
  msg: string | undefined;
}

export function memoryLogger(): { logger: BotLogger; entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  const at = (level: LogEntry['level']) => (obj: object, msg?: string) => {
    entries.push({ level, obj, msg });
  };
  return { logger: { info: at('info'), warn: at('warn'), error: at('error') }, entries };
}

/** A tap on an inline button of message `messageId` in `from`'s private chat. */
export function callbackUpdate(data: string, options: { from?: User; messageId?: number } = {}): Update {
  const from = options.from ?? alice;
  return {
    update_id: nextUpdateId++,
    callback_query: {
      id: `cq${nextUpdateId}`,
      from,
      chat_instance: 'ci',
      data,
      message: {
        message_id: options.messageId ?? 1001,
        date: 0,
        chat: { id: from.id, type: 'private', first_name: from.first_name },
        text: 'previous text',
      } as Message.TextMessage,
    },
  };
}
