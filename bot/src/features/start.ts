import { Composer, GrammyError, InlineKeyboard } from 'grammy';
import type { BotContext } from '../context.ts';
import { parseStartPayload, type StartPayload } from './start-payload.ts';

export const OPEN_APP_LABEL = 'Open $CUM';

/** Where the button leads: the app, carrying a referral code the way the web links do (`?ref=`). */
export function appUrl(publicUrl: string, payload: StartPayload): string {
  const url = `${publicUrl}/app`;
  if (payload.kind !== 'referral') return url;
  return `${url}?${new URLSearchParams({ ref: payload.code })}`;
}

/** Telegram opens a web_app button only for https pages; anything else gets an ordinary link. */
export function appKeyboard(url: string): InlineKeyboard {
  return url.startsWith('https://')
    ? new InlineKeyboard().webApp(OPEN_APP_LABEL, url)
    : new InlineKeyboard().url(OPEN_APP_LABEL, url);
}

export function startText(firstName: string | undefined, payload: StartPayload): string {
  const greeting = [
    `Hi ${firstName?.trim() || 'there'}! Welcome to $CUM.`,
    'Claim periodic rewards, complete tasks, watch videos, play games and invite friends, all in the app.',
  ].join('\n');
  switch (payload.kind) {
    case 'referral':
      return `${greeting}\n\nYou were invited with the code ${payload.code}. Open the app and use it at the referral step to get your bonus.`;
    case 'auth':
      // The sign-in handshake with the browser is not built yet; say so rather than pretend it worked.
      return `${greeting}\n\nBrowser sign-in is handled by the $CUM app and cannot be confirmed from this chat yet. Go back to your browser to sign in there, or open the app right here.`;
    default:
      return greeting;
  }
}

// A button whose URL Telegram will not accept (a localhost address during development, say) would
// otherwise make every /start fail; this lets the greeting through with the link as plain text.
function isRejectedButton(error: unknown): boolean {
  return error instanceof GrammyError && error.error_code === 400 && /button|url/i.test(error.description);
}

export const startFeature = new Composer<BotContext>();

// web_app buttons are refused outside private chats, and the greeting only makes sense there.
startFeature.chatType('private').command('start', async (ctx) => {
  const payload = parseStartPayload(ctx.match);
  if (payload.kind === 'unknown') {
    ctx.logger.warn(
      { payload: payload.raw.slice(0, 80), userId: ctx.from.id },
      'unrecognised /start payload',
    );
  }
  const text = startText(ctx.from.first_name, payload);
  const url = appUrl(ctx.config.PUBLIC_URL, payload);
  try {
    await ctx.reply(text, { reply_markup: appKeyboard(url) });
  } catch (error) {
    if (!isRejectedButton(error)) throw error;
    ctx.logger.warn({ err: error, url }, 'Telegram refused the app button; sending the link as text');
    await ctx.reply(`${text}\n\nOpen the app: ${url}`);
  }
});
