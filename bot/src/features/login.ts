import { Composer, InlineKeyboard } from 'grammy';
import { callbackOf, packCallback, parseCallback } from '../callback-data.ts';
import type { BotContext } from '../context.ts';
import { identityOf } from '../identity.ts';
import { siteName } from '../ui.ts';

const FEATURE = 'login';

export const LOGIN_TEXTS = {
  ask: (site: string) => `Sign in to ${site} in your browser?`,
  confirmed: (site: string) =>
    `You're signed in to ${site}. Go back to your browser: it continues on its own.`,
  cancelled: 'Sign-in cancelled. Nothing was shared with the browser.',
  gone: 'This sign-in link has expired or was already used. Go back to your browser and start again.',
};

/** The browser sign-in question of `/start auth_<token>`, with Confirm / Cancel. */
export async function askToConfirmLogin(ctx: BotContext, token: string) {
  // Tokens are base64url of 32 bytes; anything that does not fit the button cannot be one of ours.
  let keyboard: InlineKeyboard;
  try {
    keyboard = new InlineKeyboard()
      .text('Confirm', packCallback(FEATURE, 'ok', token))
      .text('Cancel', packCallback(FEATURE, 'no'));
  } catch {
    await ctx.reply(LOGIN_TEXTS.gone);
    return;
  }
  await ctx.reply(LOGIN_TEXTS.ask(siteName(ctx.config.PUBLIC_URL)), { reply_markup: keyboard });
}

/** An expired, used or unknown link: the API answers 404 (or 401) with its own wording. */
const isGone = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  [401, 404].includes((error as { status?: number }).status ?? 0);

export const loginFeature = new Composer<BotContext>();

loginFeature.callbackQuery(callbackOf(FEATURE), async (ctx) => {
  const data = parseCallback(ctx.callbackQuery.data);
  const site = siteName(ctx.config.PUBLIC_URL);
  // Answer first: the spinner on the button stops whatever happens next.
  await ctx.answerCallbackQuery();
  if (data?.action === 'no') {
    await ctx.editMessageText(LOGIN_TEXTS.cancelled);
    return;
  }
  const token = data?.action === 'ok' ? data.args[0] : undefined;
  if (!token) return;
  try {
    await ctx.services.auth.confirmLoginLink(token, identityOf(ctx.from));
  } catch (error) {
    if (!isGone(error)) throw error;
    await ctx.editMessageText(LOGIN_TEXTS.gone);
    return;
  }
  await ctx.editMessageText(LOGIN_TEXTS.confirmed(site));
});
