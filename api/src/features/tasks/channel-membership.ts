import { invalidState, serviceUnavailable } from '../../lib/errors.ts';
import type { TaskRecord } from '../../models/task.ts';
import type { UserRecord } from '../../models/user.ts';

/**
 * Checks that a Telegram user is a member of a channel or group. The bot implements it with
 * getChatMember (member statuses only); tests use a double. Kept as an interface so the tasks service
 * never depends on the bot.
 */
export interface ChannelMembershipChecker {
  isMember(chatId: string, telegramUserId: number): Promise<boolean>;
}

/**
 * Thrown by a checker when Telegram will not show it the chat's members (the bot is not an admin of
 * the channel, or the chat does not exist): a set-up problem for staff, not something to retry.
 */
export class ChatNotVisibleError extends Error {
  override name = 'ChatNotVisibleError';
}

const notVisible = () =>
  serviceUnavailable(
    "We can't check this channel: the bot can't see its members yet. Please try again later.",
  ).because({ reason: 'task-channel-hidden', params: {} });

const unavailable = () =>
  serviceUnavailable("We can't check channel membership right now. Please try again later.").because({
    reason: 'task-check-unavailable',
    params: {},
  });

/** telegram_join: the bot must confirm membership before anything is paid; other tasks pass. */
export async function verifyChannelMembership(
  checker: ChannelMembershipChecker | null,
  user: UserRecord,
  task: TaskRecord,
): Promise<void> {
  if (task.actionType !== 'telegram_join') return;
  if (!checker) throw unavailable();
  if (!task.telegramChatId)
    throw invalidState('This task has no channel to check yet. Please try again later.').because({
      reason: 'task-no-channel',
      params: {},
    });
  if (user.telegramId == null) {
    throw invalidState('Sign in with Telegram first: this task checks that you joined the channel.').because({
      reason: 'task-needs-telegram',
      params: {},
    });
  }
  let member: boolean;
  try {
    member = await checker.isMember(task.telegramChatId, user.telegramId);
  } catch (err) {
    throw err instanceof ChatNotVisibleError ? notVisible() : unavailable();
  }
  if (!member) {
    throw invalidState("You haven't joined the channel yet. Join it, then claim your reward.").because({
      reason: 'task-not-joined',
      params: {},
    });
  }
}
