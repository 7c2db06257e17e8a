import { botStartLink, referralPayload } from '@cum/shared/domain/deep-links';
import { fromMilli } from '@cum/shared/domain/money';
import { Composer, InlineKeyboard } from 'grammy';
import type { BotContext } from '../context.ts';
import { cum, referralTerms } from '../texts.ts';
import { replyWithApp } from './start.ts';
import { refusedSuspended } from './suspended.ts';

/** Telegram's share sheet: the user picks a chat, the link and text are filled in. */
export const shareUrl = (link: string, text: string) =>
  `https://t.me/share/url?url=${encodeURIComponent(link)}&text=${encodeURIComponent(text)}`;

/** /balance and /invite: the user's own account as the API keeps it. */
export const accountFeature = new Composer<BotContext>();
const privateChat = accountFeature.chatType('private');

const accountOf = (ctx: BotContext & { from: { id: number } }) =>
  ctx.services.telegramBot.admins.findUser(String(ctx.from.id));

privateChat.command('balance', async (ctx) => {
  const user = await accountOf(ctx);
  if (!user) return replyWithApp(ctx, ctx.rich('no-account'));
  await replyWithApp(ctx, ctx.rich('balance', { amount: cum(ctx.language, fromMilli(user.balance ?? 0)) }));
});

privateChat.command('invite', async (ctx) => {
  const user = await accountOf(ctx);
  if (!user) return replyWithApp(ctx, ctx.rich('no-account'));
  // Inviting is how the bot earns: a suspended account is told why not, and gets no link.
  if (await refusedSuspended(ctx)) return;
  const link = botStartLink(ctx.config.BOT_USERNAME ?? ctx.me.username, referralPayload(user.referralCode));
  const text = ctx.rich('invite', { link, code: user.referralCode, terms: referralTerms(ctx.language) });
  await ctx.reply(text.text, {
    entities: text.entities,
    reply_markup: new InlineKeyboard().url(ctx.t('invite-share'), shareUrl(link, ctx.t('invite-share-text'))),
    link_preview_options: { is_disabled: true },
  });
});
