import { validate } from '@telegram-apps/init-data-node';
import { z } from 'zod';

/** Who a Telegram user is, from initData or (development only) the x-telegram-* headers. */
export interface TelegramIdentity {
  id: number;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  languageCode: string | null;
  photoUrl: string | null;
}

export interface VerifiedInitData {
  identity: TelegramIdentity;
  startParam: string | null;
  authDate: Date;
}

/** Telegram's own limit: initData older than this is refused. */
export const INIT_DATA_MAX_AGE_MS = 24 * 3600 * 1000;
/** Clocks drift a little; an auth_date further in the future than this is not believed. */
const FUTURE_SKEW_MS = 5 * 60 * 1000;
const MAX_INIT_DATA_LENGTH = 8192;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((s) => s || null);
const photoUrl = z
  .string()
  .max(1024)
  .nullish()
  .transform((s) => (s && /^https:\/\/[^\s]+$/.test(s) ? s : null));

/** Telegram vouches for these values: too long is cut, not refused. */
const signedText = (max: number) =>
  z
    .string()
    .nullish()
    .catch(null)
    .transform((s) => s?.trim().slice(0, max) || null);

const initDataUser = z.object({
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  first_name: signedText(64),
  last_name: signedText(64),
  username: signedText(32),
  language_code: signedText(16),
  photo_url: photoUrl.catch(null),
});

/** The raw initData of an `Authorization: tma <initData>` header, or null. */
export function initDataFromHeader(authorization: string | undefined): string | null {
  if (!authorization) return null;
  const match = /^tma (.+)$/s.exec(authorization);
  const raw = match?.[1]?.trim();
  return raw && raw.length <= MAX_INIT_DATA_LENGTH ? raw : null;
}

/**
 * Checks the HMAC of initData with the bot token and its age against our clock (so tests move time);
 * null for anything forged, tampered, expired, from the future or without a user.
 */
export function verifyInitData(raw: string, botToken: string, now: Date): VerifiedInitData | null {
  try {
    // expiresIn 0: the library would read the system clock; the age is checked below instead.
    validate(raw, botToken, { expiresIn: 0 });
  } catch {
    return null;
  }
  const params = new URLSearchParams(raw);
  const authSeconds = Number(params.get('auth_date'));
  if (!Number.isSafeInteger(authSeconds) || authSeconds <= 0) return null;
  const authDate = new Date(authSeconds * 1000);
  const age = now.getTime() - authDate.getTime();
  if (age > INIT_DATA_MAX_AGE_MS || age < -FUTURE_SKEW_MS) return null;
  let userJson: unknown;
  try {
    userJson = JSON.parse(params.get('user') ?? 'null');
  } catch {
    return null;
  }
  const user = initDataUser.safeParse(userJson);
  if (!user.success) return null;
  return {
    identity: {
      id: user.data.id,
      username: user.data.username,
      firstName: user.data.first_name,
      lastName: user.data.last_name,
      languageCode: user.data.language_code,
      photoUrl: user.data.photo_url,
    },
    startParam: params.get('start_param'),
    authDate,
  };
}

const header = (name: string) => (h: Record<string, unknown>) => {
  const v = h[name];
  return Array.isArray(v) ? v[0] : v;
};

const devHeaders = z.object({
  'x-telegram-id': z
    .string({ error: 'x-telegram-id is required' })
    .regex(/^[1-9]\d{0,15}$/, 'x-telegram-id must be a numeric Telegram user id')
    .transform(Number),
  'x-telegram-username': optionalText(32),
  'x-telegram-firstname': optionalText(64),
  'x-telegram-lastname': optionalText(64),
  'x-telegram-language': optionalText(16),
  'x-telegram-photo': photoUrl,
});

/**
 * The spec's development sign-in: identity in x-telegram-* headers. Null when the request has no
 * x-telegram-id; a message naming the header when one is malformed. Callers use it outside production only.
 */
export function identityFromDevHeaders(
  headers: Record<string, unknown>,
): { identity: TelegramIdentity } | { error: string } | null {
  if (header('x-telegram-id')(headers) === undefined) return null;
  const picked = Object.fromEntries(Object.keys(devHeaders.shape).map((k) => [k, header(k)(headers)]));
  const parsed = devHeaders.safeParse(picked);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'x-telegram-id');
    return { error: issue?.message.startsWith('x-telegram') ? issue.message : `${name}: ${issue?.message}` };
  }
  const d = parsed.data;
  return {
    identity: {
      id: d['x-telegram-id'],
      username: d['x-telegram-username'],
      firstName: d['x-telegram-firstname'],
      lastName: d['x-telegram-lastname'],
      languageCode: d['x-telegram-language'],
      photoUrl: d['x-telegram-photo'],
    },
  };
}
