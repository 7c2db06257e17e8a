import { type ChannelMembershipChecker, ChatNotVisibleError } from '@cum/api';
import { type Api, GrammyError } from 'grammy';
import type { ChatMember } from 'grammy/types';
import type { BotLogger } from './logger.ts';

/** Statuses that count as "joined"; a restricted user counts only while still in the chat. */
export function isMemberStatus(member: ChatMember): boolean {
  switch (member.status) {
    case 'creator':
    case 'administrator':
    case 'member':
      return true;
    case 'restricted':
      return member.is_member;
    default:
      return false;
  }
}

// Telegram's ways of saying "this user is not in the chat" rather than "you cannot look".
const NOT_A_PARTICIPANT = /user not found|participant_id_invalid|user_not_participant/i;

/**
 * The telegram_join check the tasks service asks for (services.tasks.setChannelMembershipChecker).
 * The bot must be an administrator of a channel to see its members; when it is not, or the chat
 * does not exist, the checker says so (ChatNotVisibleError) instead of calling the user a non-member.
 */
export function createMembershipChecker(api: Api, logger: BotLogger): ChannelMembershipChecker {
  return {
    async isMember(chatId, telegramUserId) {
      try {
        return isMemberStatus(await api.getChatMember(chatId, telegramUserId));
      } catch (error) {
        if (!(error instanceof GrammyError)) throw error;
        if (error.error_code === 400 && NOT_A_PARTICIPANT.test(error.description)) return false;
        if (error.error_code === 400 || error.error_code === 403) {
          logger.warn(
            { chatId, description: error.description },
            'the bot cannot see this chat: make it an administrator of the channel or group',
          );
          throw new ChatNotVisibleError(error.description);
        }
        throw error;
      }
    },
  };
}
