/**
 * Telegram deep links, built in one place for the bot, the API and the mini-app's referral screen.
 * A start parameter may hold at most 64 characters of [A-Za-z0-9_-] (Telegram's rule).
 */
export const REFERRAL_PAYLOAD_PREFIX = 'ref_';
export const AUTH_PAYLOAD_PREFIX = 'auth_';

const PAYLOAD = /^[A-Za-z0-9_-]{1,64}$/;

function checked(payload: string): string {
  if (!PAYLOAD.test(payload)) throw new Error(`not a Telegram start parameter: ${JSON.stringify(payload)}`);
  return payload;
}

/** The start parameter of a referral code: `ref_CODE`. */
export const referralPayload = (code: string) => checked(`${REFERRAL_PAYLOAD_PREFIX}${code}`);

/** `https://t.me/<bot>?start=<payload>`: opens the chat with the bot, which receives `/start <payload>`. */
export function botStartLink(botUsername: string, payload: string): string {
  return `https://t.me/${botUsername}?start=${checked(payload)}`;
}

/** `https://t.me/<bot>/<app>?startapp=<payload>`: opens the mini-app, which reads it as start_param. */
export function miniAppLink(botUsername: string, appName: string, payload?: string): string {
  const base = `https://t.me/${botUsername}/${appName}`;
  return payload === undefined ? base : `${base}?startapp=${checked(payload)}`;
}

/** Both referral deep links of a code; null where the bot (or the mini-app name) is not configured. */
export function referralDeepLinks(
  code: string,
  opts: { botUsername: string | null; appName: string | null },
): { telegramBotUrl: string | null; telegramAppUrl: string | null } {
  const payload = referralPayload(code);
  return {
    telegramBotUrl: opts.botUsername ? botStartLink(opts.botUsername, payload) : null,
    telegramAppUrl:
      opts.botUsername && opts.appName ? miniAppLink(opts.botUsername, opts.appName, payload) : null,
  };
}
