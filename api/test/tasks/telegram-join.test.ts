import { contract } from '@cum/shared/contract';
import { describe, expect, it } from 'vitest';
import type { ChannelMembershipChecker } from '../../src/features/tasks/channel-membership.ts';
import { manualClock } from '../../src/lib/clock.ts';
import { balanceOf, createTask } from '../economy/helpers.ts';
import { useTestApp } from '../helpers/test-app.ts';

const { tasks } = contract;

describe('telegram_join tasks', () => {
  const clock = manualClock(new Date('2027-01-05T10:00:00Z'));
  const members = new Set<string>();
  const calls: Array<[string, number]> = [];
  const checker: ChannelMembershipChecker = {
    isMember: async (chatId, userId) => {
      calls.push([chatId, userId]);
      if (chatId === '@broken') throw new Error('Telegram is down');
      return members.has(`${chatId}:${userId}`);
    },
  };
  const t = useTestApp({ clock });

  async function triggered(fields: Parameters<typeof createTask>[1] = {}, userFields = {}) {
    const task = await createTask(t, {
      actionType: 'telegram_join',
      telegramChatId: '@cum_channel',
      actionUrl: 'https://t.me/cum_channel',
      reward: 15,
      ...fields,
    });
    const s = await t.signedInUser(userFields);
    const params = { id: task._id.toHexString() };
    await t.ok(tasks.start, { params, headers: s.headers });
    await t.ok(tasks.trigger, { params, headers: s.headers });
    return { ...s, params };
  }

  it('without a membership checker the claim says verification is unavailable', async () => {
    t.services.tasks.setChannelMembershipChecker(null);
    const { user, headers, params } = await triggered();
    const err = await t.fails(tasks.claim, 503, { params, headers });
    expect(err).toEqual({
      error: 'service_unavailable',
      message: "We can't check channel membership right now. Please try again later.",
      reason: 'task-check-unavailable',
      params: {},
    });
    expect(await balanceOf(t, user._id)).toBe(0);
  });

  it('refuses a user who has not joined, pays one who has', async () => {
    t.services.tasks.setChannelMembershipChecker(checker);
    const { user, headers, params } = await triggered();
    const err = await t.fails(tasks.claim, 409, { params, headers });
    expect(err.message).toBe("You haven't joined the channel yet. Join it, then claim your reward.");
    expect(calls.at(-1)).toEqual(['@cum_channel', user.telegramId]);
    members.add(`@cum_channel:${user.telegramId}`);
    expect((await t.ok(tasks.claim, { params, headers })).reward).toBe(15);
    expect(await balanceOf(t, user._id)).toBe(15_000);
  });

  it('a failing check is a 503, a user without Telegram a 409', async () => {
    t.services.tasks.setChannelMembershipChecker(checker);
    const broken = await triggered({ telegramChatId: '@broken' });
    expect((await t.fails(tasks.claim, 503, { params: broken.params, headers: broken.headers })).error).toBe(
      'service_unavailable',
    );
    const noTelegram = await triggered(
      {},
      { authMethod: 'email', telegramId: undefined, email: `x${Date.now()}@e.io` },
    );
    const err = await t.fails(tasks.claim, 409, { params: noTelegram.params, headers: noTelegram.headers });
    expect(err.message).toMatch(/Sign in with Telegram/);
    expect(err.reason).toBe('task-needs-telegram');
  });

  it('a task whose channel is not set yet and an unknown task say why (issue 28: a reason to translate)', async () => {
    t.services.tasks.setChannelMembershipChecker(checker);
    const unset = await triggered({ telegramChatId: null });
    const err = await t.fails(tasks.claim, 409, { params: unset.params, headers: unset.headers });
    expect([err.reason, err.message]).toEqual([
      'task-no-channel',
      'This task has no channel to check yet. Please try again later.',
    ]);
    const unknown = await t.fails(tasks.start, 404, {
      params: { id: '0123456789abcdef01234567' },
      headers: unset.headers,
    });
    expect([unknown.reason, unknown.message]).toEqual(['task-unavailable', 'This task is not available.']);
  });
});
