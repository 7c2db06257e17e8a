import { Composer, GrammyError, InlineKeyboard } from 'grammy';
import { callbackOf, packCallback, parseCallback } from '../callback-data.ts';
import type { BotContext } from '../context.ts';
import { joined, type Rich } from '../i18n/html.ts';
import { identityOf } from '../identity.ts';
import { siteName } from '../ui.ts';
import { describeUserAgent } from '../user-agent.ts';

const FEATURE = 'login';

/** The request's time of day in UTC, written the language's way (14:05, 2:05 PM...). */
const clockTime = (ctx: BotContext, at: Date) =>
  new Intl.DateTimeFormat(ctx.language, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(at);

/**
 * The buttons: the three numbers of number matching (one is the browser's two-digit code) and
 * Cancel; a link made before number matching gets Confirm. Throws for a token that cannot be ours
 * (it would not fit the 64 bytes of callback data).
 */
function loginKeyboard(ctx: BotContext, token: string, choices: readonly string[] | null) {
  const keyboard = new InlineKeyboard();
  if (choices) for (const n of choices) keyboard.text(n, packCallback(FEATURE, 'ok', token, n));
  else keyboard.text(ctx.t('login-confirm'), packCallback(FEATURE, 'ok', token));
  return keyboard.row().text(ctx.t('login-cancel'), packCallback(FEATURE, 'no', token));
}

/** The browser sign-in question of `/start auth_<token>`: pick the browser's number, or Cancel. */
export async function askToConfirmLogin(ctx: BotContext, token: string) {
  // Tokens are base64url of 32 bytes; anything that does not fit the button cannot be one of ours.
  try {
    loginKeyboard(ctx, token, ['00']);
  } catch {
    return say(ctx, ctx.rich('login-gone'));
  }
  // An expired, used, cancelled or unknown link is answered as such at once, without a question.
  const link = await ctx.services.auth.describeLoginLink(token);
  if (link?.state !== 'pending') return say(ctx, ctx.rich('login-gone'));
  const keyboard = loginKeyboard(ctx, token, link.choices);
  const now = ctx.services.clock.now();
  const question = ctx.rich('login-ask', {
    site: siteName(ctx.config.PUBLIC_URL),
    browser: describeUserAgent(link.userAgent),
    time: clockTime(ctx, link.requestedAt),
    ago: ctx.t('login-ago', { minutes: Math.floor((now.getTime() - link.requestedAt.getTime()) / 60_000) }),
  });
  const text = link.choices ? joined(question, ctx.rich('login-pick')) : question;
  await ctx.reply(text.text, { entities: text.entities, reply_markup: keyboard });
}

const say = (ctx: BotContext, message: Rich) => ctx.reply(message.text, { entities: message.entities });

/** A number the browser did not show: the API cancelled the link (403). */
const isWrongPick = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { status?: number }).status === 403;

/** An expired, used or unknown link: the API answers 404 (or 401) with its own wording. */
const isGone = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  [401, 404].includes((error as { status?: number }).status ?? 0);

/** Edits the question into its answer; a double tap's identical edit ("not modified") is fine. */
async function settle(ctx: BotContext, message: Rich) {
  try {
    await ctx.editMessageText(message.text, { entities: message.entities });
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
        ? ctx.rich('login-confirmed', { site })
        : outcome === 'gone'
          ? ctx.rich('login-gone')
          : ctx.rich('login-cancelled'),
    );
    return;
  }
  if (data?.action !== 'ok' || !token) return;
  try {
    // Always a pick: a Confirm without a number (forged, or from before number matching) counts as
    // a wrong one on a link that has a code.
    await ctx.services.auth.confirmLoginLink(token, identityOf(ctx.from), data.args[1] ?? '');
  } catch (error) {
    if (isWrongPick(error)) return settle(ctx, ctx.rich('login-wrong-code'));
    if (!isGone(error)) throw error;
    return settle(ctx, ctx.rich('login-gone'));
  }
  // A second tap (already: true) reads the same: the user is signed in.
  await settle(ctx, ctx.rich('login-confirmed', { site }));
});
