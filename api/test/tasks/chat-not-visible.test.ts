import { contract } from '@cum/shared/contract';
import { describe, expect, it } from 'vitest';
import { ChatNotVisibleError } from '../../src/features/tasks/channel-membership.ts';
import { balanceOf, createTask } from '../economy/helpers.ts';
import { useTestApp } from '../helpers/test-app.ts';

const { tasks } = contract;

describe('telegram_join when the bot cannot see the chat', () => {
  const t = useTestApp();

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
    const { user, headers } = await t.signedInUser();
    const params = { id: task._id.toHexString() };
    await t.ok(tasks.start, { params, headers });
    await t.ok(tasks.trigger, { params, headers });
    expect(await t.fails(tasks.claim, 503, { params, headers })).toEqual({
      error: 'service_unavailable',
      message: "We can't check this channel: the bot can't see its members yet. Please try again later.",
      reason: 'task-channel-hidden',
      params: {},
    });
    expect(await balanceOf(t, user._id)).toBe(0);
  });
});
