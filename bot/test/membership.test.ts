import { ChatNotVisibleError } from '@cum/api';
import { Api } from 'grammy';
import type { ChatMember } from 'grammy/types';
import { describe, expect, it } from 'vitest';
import { createMembershipChecker } from '../src/membership.ts';
import { alice, memoryLogger, TEST_TOKEN } from './helpers/fixtures.ts';
import { fakeBotApi, type Respond } from './helpers/services.ts';

function checker(respond: Respond) {
  const api = new Api(TEST_TOKEN);
  const fake = fakeBotApi(respond);
  api.config.use(fake.transformer);
  const { logger, entries } = memoryLogger();
  return { check: createMembershipChecker(api, logger), calls: fake.calls, entries };
}

const answering =
  (member: Partial<ChatMember> & { status: string }): Respond =>
  () => ({
    ok: true,
    result: { user: alice, ...member },
  });

describe('membership checker (getChatMember)', () => {
  it.each([
    ['creator', { status: 'creator', is_anonymous: false }, true],
    ['administrator', { status: 'administrator' }, true],
    ['member', { status: 'member' }, true],
    ['restricted, still in the chat', { status: 'restricted', is_member: true }, true],
    ['restricted, gone', { status: 'restricted', is_member: false }, false],
    ['left', { status: 'left' }, false],
    ['kicked', { status: 'kicked', until_date: 0 }, false],
  ])('%s', async (_name, member, expected) => {
    const { check, calls } = checker(answering(member as ChatMember));
    expect(await check.isMember('@cum_channel', alice.id)).toBe(expected);
    expect(calls).toEqual([
      { method: 'getChatMember', payload: { chat_id: '@cum_channel', user_id: alice.id } },
    ]);
  });

  it('reads "user not found" as not a member', async () => {
    const { check } = checker(() => ({
      ok: false,
      error_code: 400,
      description: 'Bad Request: user not found',
    }));
    expect(await check.isMember('@cum_channel', alice.id)).toBe(false);
  });

  it.each(['Bad Request: chat not found', 'Bad Request: member list is inaccessible'])(
    'says the bot cannot see the chat on "%s", and logs how to fix it',
    async (description) => {
      const { check, entries } = checker(() => ({ ok: false, error_code: 400, description }));
      await expect(check.isMember('@hidden', alice.id)).rejects.toBeInstanceOf(ChatNotVisibleError);
      expect(entries.at(-1)?.msg).toBe(
        'the bot cannot see this chat: make it an administrator of the channel or group',
      );
    },
  );

  it('treats "bot is not a member" (403) the same way', async () => {
    const { check } = checker(() => ({
      ok: false,
      error_code: 403,
      description: 'Forbidden: bot is not a member of the channel chat',
    }));
    await expect(check.isMember('-100123', alice.id)).rejects.toBeInstanceOf(ChatNotVisibleError);
  });
});
