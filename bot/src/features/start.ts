import { Composer, GrammyError } from 'grammy';
import type { BotContext } from '../context.ts';
import { appKeyboard, appUrl } from '../ui.ts';
import { askToConfirmLogin } from './login.ts';
import { parseStartPayload } from './start-payload.ts';

export function greeting(firstName: string | undefined): string {
  return [
    `Hi ${firstName?.trim() || 'there'}! Welcome to $CUM.`,
    'Claim a reward every hour, complete tasks, watch videos and play games to earn $CUM.',
    'Invite friends and earn 500 $CUM for each one who joins.',
  ].join('\n');
}

export const REFERRAL_KEPT =
  'You were invited by a friend: open the app to create your account and get your 100 $CUM referral bonus.';
export const REFERRAL_HAS_ACCOUNT = (code: string) =>
  `You already have an account, so this invite can't be applied automatically. If you haven't used a referral code yet, enter ${code} on the Referral screen of the app.`;
export const REFERRAL_UNKNOWN =
  "This invite link isn't valid (we don't know its referral code), but you're welcome to join anyway.";

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
  let text = greeting(ctx.from.first_name);
  if (payload.kind === 'referral') {
    const outcome = await ctx.services.referrals.keepPending(ctx.from.id, payload.code);
    if (outcome === 'kept') text += `\n\n${REFERRAL_KEPT}`;
    else if (outcome === 'has_account') text += `\n\n${REFERRAL_HAS_ACCOUNT(payload.code.toUpperCase())}`;
    else text += `\n\n${REFERRAL_UNKNOWN}`;
  }
  await replyWithApp(ctx, text);
});
