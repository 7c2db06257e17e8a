import { Composer } from 'grammy';
import type { BotContext } from '../context.ts';

/**
 * Keeps track of whether the bot may write to a user, from what Telegram tells it: the user blocked
 * or unblocked the bot (my_chat_member), or allowed it to write from the mini-app.
 */
export const chatsFeature = new Composer<BotContext>();

chatsFeature.on('my_chat_member', async (ctx, next) => {
  const update = ctx.myChatMember;
  if (update.chat.type !== 'private') return next();
  const status = update.new_chat_member.status;
  const chats = ctx.services.telegramBot.chats;
  if (status === 'kicked') await chats.noteBlocked(update.from.id, ctx.services.clock.now());
  else if (status === 'member') await chats.noteWriteAccess(update.from.id);
});

chatsFeature.on('message:write_access_allowed', async (ctx) => {
  await ctx.services.telegramBot.chats.noteWriteAccess(ctx.from.id);
});
