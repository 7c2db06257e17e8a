import { Composer, GrammyError, InlineKeyboard } from 'grammy';
import { callbackOf, packCallback, parseCallback } from '../callback-data.ts';
import type { BotContext } from '../context.ts';
import { identityOf } from '../identity.ts';
import { siteName } from '../ui.ts';
import { describeUserAgent } from '../user-agent.ts';

const FEATURE = 'login';

const ago = (ms: number) => {
  const minutes = Math.floor(ms / 60_000);
  return minutes < 1 ? 'just now' : minutes === 1 ? '1 minute ago' : `${minutes} minutes ago`;
};
const clockTime = (at: Date) => `${at.toISOString().slice(11, 16)} UTC`;

export const LOGIN_TEXTS = {
  ask: (site: string, browser: string, at: Date, now: Date) =>
    [
      `Sign in to ${site} in your browser?`,
      '',
      `Requested by ${browser} at ${clockTime(at)} (${ago(now.getTime() - at.getTime())}).`,
      '',
      'Only confirm if you just pressed Sign in on a computer yourself. If someone sent you this link, press Cancel: confirming would sign them into your account.',
    ].join('\n'),
  confirmed: (site: string) =>
    `You're signed in to ${site}. Go back to your browser: it continues on its own.`,
  cancelled: 'Sign-in cancelled. The link no longer works and nothing was shared with the browser.',
  gone: 'This sign-in link has expired or was already used. Go back to your browser and start again.',
};

/** The browser sign-in question of `/start auth_<token>`, with Confirm / Cancel. */
export async function askToConfirmLogin(ctx: BotContext, token: string) {
  // Tokens are base64url of 32 bytes; anything that does not fit the button cannot be one of ours.
  let keyboard: InlineKeyboard;
  try {
    keyboard = new InlineKeyboard()
      .text('Confirm', packCallback(FEATURE, 'ok', token))
      .text('Cancel', packCallback(FEATURE, 'no', token));
  } catch {
    await ctx.reply(LOGIN_TEXTS.gone);
    return;
  }
  // An expired, used, cancelled or unknown link is answered as such at once, without a question.
  const link = await ctx.services.auth.describeLoginLink(token);
  if (link?.state !== 'pending') {
    await ctx.reply(LOGIN_TEXTS.gone);
    return;
  }
  const site = siteName(ctx.config.PUBLIC_URL);
  const text = LOGIN_TEXTS.ask(
    site,
    describeUserAgent(link.userAgent),
    link.requestedAt,
    ctx.services.clock.now(),
  );
  await ctx.reply(text, { reply_markup: keyboard });
}

/** An expired, used or unknown link: the API answers 404 (or 401) with its own wording. */
const isGone = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  [401, 404].includes((error as { status?: number }).status ?? 0);

/** Edits the question into its answer; a double tap's identical edit ("not modified") is fine. */
async function settle(ctx: BotContext, text: string) {
  try {
    await ctx.editMessageText(text);
  } catch (error) {
    if (!(error instanceof GrammyError && /not modified/i.test(error.description))) throw error;
  }
}

export const loginFeature = new Composer<BotContext>();

loginFeature.callbackQuery(callbackOf(FEATURE), async (ctx) => {
  const data = parseCallback(ctx.callbackQuery.data);
  const site = siteName(ctx.config.PUBLIC_URL);
  const token = data?.args[0];
  // Answer first: the spinner on the button stops whatever happens next.
  await ctx.answerCallbackQuery();
  if (data?.action === 'no') {
    // Old buttons carry no token: nothing to kill, the link simply runs out.
    const outcome = token ? await ctx.services.auth.cancelLoginLink(token) : 'cancelled';
    await settle(
      ctx,
      outcome === 'confirmed'
        ? LOGIN_TEXTS.confirmed(site)
        : outcome === 'gone'
          ? LOGIN_TEXTS.gone
          : LOGIN_TEXTS.cancelled,
    );
    return;
  }
  if (data?.action !== 'ok' || !token) return;
  try {
    await ctx.services.auth.confirmLoginLink(token, identityOf(ctx.from));
  } catch (error) {
    if (!isGone(error)) throw error;
    await settle(ctx, LOGIN_TEXTS.gone);
    return;
  }
  // A second tap (already: true) reads the same: the user is signed in.
  await settle(ctx, LOGIN_TEXTS.confirmed(site));
});
