import { trusted } from 'mongoose';
import type { Models } from '../../models/registry.ts';

/**
 * Who the bot may write to. Telegram lets a bot message a user only after they started it or allowed
 * it (from the mini-app); a user who blocks the bot answers 403 until they unblock it.
 */
export function createBotChats(deps: { models: Pick<Models, 'BotChat'> }) {
  const { BotChat } = deps.models;

  const set = (telegramId: number, fields: { writeAccess?: boolean; blockedAt?: Date | null }) =>
    BotChat.updateOne({ telegramId }, { $set: fields }, { upsert: true }).exec();

  return {
    /** /start, any private message, `write_access_allowed` or my_chat_member "member". */
    async noteWriteAccess(telegramId: number) {
      await set(telegramId, { writeAccess: true, blockedAt: null });
    },
    /** A 403 from Telegram or my_chat_member "kicked". */
    async noteBlocked(telegramId: number, at: Date) {
      await set(telegramId, { blockedAt: at });
    },
    async isReachable(telegramId: number): Promise<boolean> {
      const chat = await BotChat.findOne({ telegramId }).lean().exec();
      return !!chat?.writeAccess && !chat.blockedAt;
    },
    async isBlocked(telegramId: number): Promise<boolean> {
      return !!(await BotChat.exists({ telegramId, blockedAt: trusted({ $ne: null }) }).exec());
    },
  };
}
export type BotChats = ReturnType<typeof createBotChats>;
