import { type Composer, InlineKeyboard } from 'grammy';
import { callbackOf, packCallback, parseCallback } from '../../callback-data.ts';
import type { BotContext } from '../../context.ts';
import { type AdminContext, adminOf, NOT_ADMIN } from './filter.ts';

const FEATURE = 'bcast';
const MAX_TEXT = 4000;

/**
 * /broadcast <text>: a preview with Send / Cancel; Send hands the broadcast to the broadcaster
 * worker (bot/src/workers/broadcaster.ts), which edits the preview into a progress report.
 */
export function installBroadcast(
  admins: Composer<AdminContext>,
  everyone: Composer<BotContext>,
  wakeBroadcaster: () => void,
) {
  admins.command('broadcast', async (ctx) => {
    const text = ctx.match.trim();
    if (!text) {
      await ctx.reply('Usage: /broadcast <text>. You will see a preview before anything is sent.');
      return;
    }
    if (text.length > MAX_TEXT) {
      await ctx.reply(`That is too long for one message (at most ${MAX_TEXT} characters).`);
      return;
    }
    const { broadcasts } = ctx.services.telegramBot;
    const [draft, audience] = await Promise.all([
      broadcasts.createDraft({ text, createdBy: ctx.admin._id, chatId: ctx.chat.id }),
      broadcasts.audienceSize(),
    ]);
    const id = draft._id.toHexString();
    const keyboard = new InlineKeyboard()
      .text('Send', packCallback(FEATURE, 'send', id))
      .text('Cancel', packCallback(FEATURE, 'cancel', id));
    await ctx.reply(`Broadcast preview (up to ${audience} users):\n\n${text}`, { reply_markup: keyboard });
  });

  everyone.callbackQuery(callbackOf(FEATURE), async (ctx) => {
    const data = parseCallback(ctx.callbackQuery.data);
    const id = data?.args[0];
    if (!(await adminOf(ctx))) {
      await ctx.answerCallbackQuery({ text: NOT_ADMIN, show_alert: true });
      return;
    }
    if (!id || !/^[0-9a-f]{24}$/.test(id)) {
      await ctx.answerCallbackQuery();
      return;
    }
    const { broadcasts } = ctx.services.telegramBot;
    if (data.action === 'cancel') {
      const cancelled = await broadcasts.cancel(id);
      await ctx.answerCallbackQuery(cancelled ? 'Cancelled' : 'Already sent or cancelled');
      if (cancelled) await ctx.editMessageText('Broadcast cancelled. Nothing was sent.');
      return;
    }
    const messageId = ctx.callbackQuery.message?.message_id;
    const current = await broadcasts.get(id);
    if (current?.status === 'draft' && messageId != null) {
      // The preview becomes the progress message; recorded before the worker can pick it up.
      await broadcasts.setProgressMessage(current._id, messageId);
    }
    const confirmed = await broadcasts.confirm(id);
    if (!confirmed) {
      await ctx.answerCallbackQuery('Already sent or cancelled');
      return;
    }
    await ctx.answerCallbackQuery('Sending');
    await ctx.editMessageText('Broadcast queued: sending starts in a moment.');
    wakeBroadcaster();
  });
}
