import type { Update } from 'grammy/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alice } from '../helpers/fixtures.ts';
import { createTestServices, type TestServices, testBot } from '../helpers/services.ts';

let t: TestServices;
beforeAll(async () => {
  t = await createTestServices();
});
afterAll(() => t.close());

let updateId = 90_000;
const from = { ...alice, id: 6_100_000 };
const chat = { id: from.id, type: 'private' as const, first_name: from.first_name };

function myChatMember(status: 'member' | 'kicked'): Update {
  const bot = { id: 1, is_bot: true, first_name: 'Bot' };
  return {
    update_id: updateId++,
    my_chat_member: {
      chat,
      from,
      date: 0,
      old_chat_member: {
        status: status === 'member' ? 'kicked' : 'member',
        user: bot,
        until_date: 0,
      } as never,
      new_chat_member: { status, user: bot, until_date: 0 } as never,
    },
  };
}

describe('who the bot may write to', () => {
  it('follows blocks and unblocks (my_chat_member) and write access from the mini-app', async () => {
    const { bot, calls } = testBot(t.services);
    const chats = t.services.telegramBot.chats;
    await bot.handleUpdate({
      update_id: updateId++,
      message: { message_id: 1, date: 0, chat, from, write_access_allowed: { from_request: true } },
    } as Update);
    expect(await chats.isReachable(from.id)).toBe(true);
    await bot.handleUpdate(myChatMember('kicked'));
    expect(await chats.isReachable(from.id)).toBe(false);
    expect(await chats.isBlocked(from.id)).toBe(true);
    await bot.handleUpdate(myChatMember('member'));
    expect(await chats.isReachable(from.id)).toBe(true);
    expect(calls).toEqual([]);
  });
});
