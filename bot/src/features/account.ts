import { botStartLink, referralPayload } from '@cum/shared/domain/deep-links';
import { fromMilli } from '@cum/shared/domain/money';
import { Composer, InlineKeyboard } from 'grammy';
import type { BotContext } from '../context.ts';
import { NO_ACCOUNT, REFERRAL_TERMS } from '../texts.ts';
import { cum } from '../ui.ts';
import { replyWithApp } from './start.ts';

/** Telegram's share sheet: the user picks a chat, the link and text are filled in. */
export const shareUrl = (link: string) =>
  `https://t.me/share/url?url=${encodeURIComponent(link)}&text=${encodeURIComponent('Join me on $CUM and get a bonus!')}`;

/** /balance and /invite: the user's own account as the API keeps it. */
export const accountFeature = new Composer<BotContext>();
const privateChat = accountFeature.chatType('private');

const accountOf = (ctx: BotContext & { from: { id: number } }) =>
  ctx.services.telegramBot.admins.findUser(String(ctx.from.id));

privateChat.command('balance', async (ctx) => {
  const user = await accountOf(ctx);
  if (!user) return replyWithApp(ctx, NO_ACCOUNT);
  await replyWithApp(ctx, `Your balance: ${cum(fromMilli(user.balance ?? 0))}.`);
});

privateChat.command('invite', async (ctx) => {
  const user = await accountOf(ctx);
  if (!user) return replyWithApp(ctx, NO_ACCOUNT);
  const link = botStartLink(ctx.config.BOT_USERNAME ?? ctx.me.username, referralPayload(user.referralCode));
  await ctx.reply(`Your invite link:\n${link}\n\nYour code: ${user.referralCode}\n${REFERRAL_TERMS}`, {
    reply_markup: new InlineKeyboard().url('Share invite link', shareUrl(link)),
    link_preview_options: { is_disabled: true },
  });
});
