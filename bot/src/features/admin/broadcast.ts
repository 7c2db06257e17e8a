import { type Composer, InlineKeyboard } from 'grammy';
import { callbackOf, packCallback, parseCallback } from '../../callback-data.ts';
import type { BotContext } from '../../context.ts';
import { sendBroadcast, stopKeyboard, stoppedText } from '../../workers/broadcaster.ts';
import { type AdminContext, adminOf, NOT_ADMIN } from './filter.ts';

const FEATURE = 'bcast';
const MAX_TEXT = 4000;
const USAGE =
  'Usage: /broadcast <text>, or reply /broadcast to a message of yours (photo, video, formatted text) to send a copy of it. You get a test copy and a preview before anything is sent.';

/**
 * /broadcast <text>, or /broadcast in reply to one of the admin's messages (copied to everyone with
 * copyMessage: media and formatting kept). The admin first gets the message exactly as users will
 * (a test send), then a preview with Send / Cancel; Send hands it to the broadcaster worker
 * (bot/src/workers/broadcaster.ts), whose progress message carries a Stop button.
 */
export function installBroadcast(
  admins: Composer<AdminContext>,
  everyone: Composer<BotContext>,
  wakeBroadcaster: () => void,
) {
  admins.command('broadcast', async (ctx) => {
    const source = ctx.message.reply_to_message;
    const text = ctx.match.trim() || (source ? (source.text ?? source.caption ?? '(media)') : '');
    if (!text) {
      await ctx.reply(USAGE);
      return;
    }
    if (text.length > MAX_TEXT) {
      await ctx.reply(`That is too long for one message (at most ${MAX_TEXT} characters).`);
      return;
    }
    const { broadcasts } = ctx.services.telegramBot;
    const copy =
      source && !ctx.match.trim() ? { sourceChatId: ctx.chat.id, sourceMessageId: source.message_id } : {};
    const [draft, audience] = await Promise.all([
      broadcasts.createDraft({ text, createdBy: ctx.admin._id, chatId: ctx.chat.id, ...copy }),
      broadcasts.audienceSize(),
    ]);
    // The test send: the admin sees exactly what every user will get, before deciding.
    await sendBroadcast(ctx.api, ctx.chat.id, { text, sourceChatId: null, sourceMessageId: null, ...copy });
    const id = draft._id.toHexString();
    const keyboard = new InlineKeyboard()
      .text('Send', packCallback(FEATURE, 'send', id))
      .text('Cancel', packCallback(FEATURE, 'cancel', id));
    const shown = 'sourceChatId' in copy ? '(the message above, copied as it is)' : text;
    await ctx.reply(`Broadcast preview (up to ${audience} users):\n\n${shown}`, { reply_markup: keyboard });
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
    if (data.action === 'stop') {
      const stopped = await broadcasts.stop(id);
      await ctx.answerCallbackQuery(stopped ? 'Stopped' : 'Already finished or stopped');
      // The worker edits the final figures in once the message in flight is settled.
      if (stopped) await ctx.editMessageText(stoppedText(stopped));
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
    await ctx.editMessageText('Broadcast queued: sending starts in a moment.', {
      reply_markup: stopKeyboard(confirmed),
    });
    wakeBroadcaster();
  });
}
