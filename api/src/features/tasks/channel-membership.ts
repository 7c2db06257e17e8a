/**
 * Checks that a Telegram user is a member of a channel or group. The bot implements it with
 * getChatMember (member statuses only); tests use a double. Kept as an interface so the tasks service
 * never depends on the bot.
 */
export interface ChannelMembershipChecker {
  isMember(chatId: string, telegramUserId: number): Promise<boolean>;
}
