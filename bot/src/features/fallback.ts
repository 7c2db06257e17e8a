import { Composer } from 'grammy';
import type { BotContext } from '../context.ts';
import { replyWithApp } from './start.ts';

/**
 * Commands in any case: `/START` and `/Start@Bot` route like `/start`. Only the command is lowered;
 * its payload (a login token, a referral code) keeps its case.
 */
export const commandsInAnyCase = new Composer<BotContext>();
commandsInAnyCase.on('message:entities:bot_command', (ctx, next) => {
  const entity = ctx.message.entities[0];
  const text = ctx.message.text;
  if (entity?.offset === 0 && text) {
    const command = text.slice(0, entity.length);
    if (command !== command.toLowerCase()) {
      (ctx.message as { text: string }).text = command.toLowerCase() + text.slice(entity.length);
    }
  }
  return next();
});

/**
 * Installed after every feature: whatever they left unanswered still gets an answer. A private
 * message (text, unknown command, sticker, photo...) gets a pointer to the app and the commands;
 * /start in a group points to the private chat; a button nobody handles (an old message, a
 * feature since removed) is answered so its spinner stops.
 */
export const fallbackFeature = new Composer<BotContext>();

fallbackFeature.chatType(['group', 'supergroup']).command('start', (ctx) => {
  const link = `https://t.me/${ctx.config.BOT_USERNAME ?? ctx.me.username}?start`;
  const text = ctx.rich('group-start', { link });
  return ctx.reply(text.text, { entities: text.entities });
});

fallbackFeature.chatType('private').on('message', (ctx) => replyWithApp(ctx, ctx.rich('fallback')));

fallbackFeature.on('callback_query', (ctx) => ctx.answerCallbackQuery({ text: ctx.t('stale-button') }));
