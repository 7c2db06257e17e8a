import { contract } from '@cum/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatNotVisibleError } from '../../src/features/tasks/channel-membership.ts';
import { balanceOf, createTask } from '../economy/helpers.ts';
import { createTestApp, fails, ok, signedIn, type TestApp } from '../helpers/test-app.ts';

const { tasks } = contract;

describe('telegram_join when the bot cannot see the chat', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('says so instead of calling the user a non-member, and pays nothing', async () => {
    t.services.tasks.setChannelMembershipChecker({
      isMember: async () => {
        throw new ChatNotVisibleError('Bad Request: member list is inaccessible');
      },
    });
    const task = await createTask(t, {
      actionType: 'telegram_join',
      telegramChatId: '@hidden_channel',
      actionUrl: 'https://t.me/hidden_channel',
      reward: 15,
    });
    const { user, headers } = await signedIn(t);
    const params = { id: task._id.toHexString() };
    await ok(t, tasks.start, { params, headers });
    await ok(t, tasks.trigger, { params, headers });
    expect(await fails(t, tasks.claim, 503, { params, headers })).toEqual({
      error: 'service_unavailable',
      message: "We can't check this channel: the bot can't see its members yet. Please try again later.",
    });
    expect(await balanceOf(t, user._id)).toBe(0);
  });
});
