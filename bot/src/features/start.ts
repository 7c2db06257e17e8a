import { Composer, GrammyError } from 'grammy';
import type { BotContext } from '../context.ts';
import { greeting, REFERRAL_HAS_ACCOUNT, REFERRAL_KEPT, REFERRAL_OWN, REFERRAL_UNKNOWN } from '../texts.ts';
import { appKeyboard, appUrl } from '../ui.ts';
import { askToConfirmLogin } from './login.ts';
import { parseStartPayload } from './start-payload.ts';

// A button whose URL Telegram will not accept (a localhost address during development, say) would
// otherwise make every /start fail; this lets the greeting through with the link as plain text.
function isRejectedButton(error: unknown): boolean {
  return error instanceof GrammyError && error.error_code === 400 && /button|url/i.test(error.description);
}

/** Sends `text` with the Open app button (a plain link when Telegram refuses the button). */
export async function replyWithApp(ctx: BotContext, text: string, url = appUrl(ctx.config.PUBLIC_URL)) {
  try {
    await ctx.reply(text, { reply_markup: appKeyboard(url) });
  } catch (error) {
    if (!isRejectedButton(error)) throw error;
    ctx.logger.warn({ err: error, url }, 'Telegram refused the app button; sending the link as text');
    await ctx.reply(`${text}\n\nOpen the app: ${url}`);
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
  let text = greeting(ctx.from.first_name, ctx.config.REWARD_INTERVAL_MINUTES);
  if (payload.kind === 'referral') {
    const outcome = await ctx.services.referrals.keepPending(ctx.from.id, payload.code);
    if (outcome === 'kept') text += `\n\n${REFERRAL_KEPT}`;
    else if (outcome === 'own_code') text += `\n\n${REFERRAL_OWN}`;
    else if (outcome === 'has_account') text += `\n\n${REFERRAL_HAS_ACCOUNT(payload.code.toUpperCase())}`;
    else text += `\n\n${REFERRAL_UNKNOWN}`;
  }
  await replyWithApp(ctx, text);
});
