import { REFERRAL_BONUS_REFERRED } from '@cum/shared/domain/referrals';
import { Composer, GrammyError } from 'grammy';
import type { BotContext } from '../context.ts';
import { joined, type Rich } from '../i18n/html.ts';
import { cum, greeting } from '../texts.ts';
import { appKeyboard, appUrl } from '../ui.ts';
import { askToConfirmLogin } from './login.ts';
import { parseStartPayload } from './start-payload.ts';
import { refusedSuspended } from './suspended.ts';

// A button whose URL Telegram will not accept (a localhost address during development, say) would
// otherwise make every /start fail; this lets the greeting through with the link as plain text.
function isRejectedButton(error: unknown): boolean {
  return error instanceof GrammyError && error.error_code === 400 && /button|url/i.test(error.description);
}

/** Sends `message` with the Open app button (a plain link when Telegram refuses the button). */
export async function replyWithApp(ctx: BotContext, message: Rich, url = appUrl(ctx.config.PUBLIC_URL)) {
  try {
    await ctx.reply(message.text, {
      entities: message.entities,
      reply_markup: appKeyboard(url, ctx.language),
    });
  } catch (error) {
    if (!isRejectedButton(error)) throw error;
    ctx.logger.warn({ err: error, url }, 'Telegram refused the app button; sending the link as text');
    const link = ctx.rich('open-app-link', { url });
    await ctx.reply(`${message.text}\n\n${link.text}`, { entities: message.entities });
  }
}

export const startFeature = new Composer<BotContext>();

// web_app buttons are refused outside private chats, and the greeting only makes sense there.
startFeature.chatType('private').command('start', async (ctx) => {
  // Whoever starts the bot lets it write to them: reward alerts may go out from now on.
  await ctx.services.telegramBot.chats.noteWriteAccess(ctx.from.id);
  const payload = parseStartPayload(ctx.match);
  if (payload.kind === 'auth') return askToConfirmLogin(ctx, payload.token);
  if (payload.kind === 'unknown') {
    ctx.logger.warn(
      { payload: payload.raw.slice(0, 80), userId: ctx.from.id },
      'unrecognised /start payload',
    );
  }
  let message = greeting(ctx.language, ctx.from.first_name, ctx.config.REWARD_INTERVAL_MINUTES);
  if (payload.kind === 'referral') {
    // An invite is a way to earn: a suspended account hears why it cannot.
    if (await refusedSuspended(ctx)) return;
    const outcome = await ctx.services.referrals.keepPending(ctx.from.id, payload.code);
    const bonus = cum(ctx.language, REFERRAL_BONUS_REFERRED);
    const more =
      outcome === 'kept'
        ? ctx.rich('referral-kept', { bonus })
        : outcome === 'own_code'
          ? ctx.rich('referral-own')
          : outcome === 'has_account'
            ? ctx.rich('referral-has-account', { code: payload.code.toUpperCase() })
            : ctx.rich('referral-unknown');
    message = joined(message, more);
  }
  await replyWithApp(ctx, message);
});
