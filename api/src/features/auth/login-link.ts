import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { trusted } from 'mongoose';
import type { Config } from '../../config.ts';
import type { Clock } from '../../lib/clock.ts';
import { forbidden, notFound, serviceUnavailable, unauthorized } from '../../lib/errors.ts';
import type { LoginLinkModel, LoginLinkRecord } from '../../models/login-link.ts';
import type { UserRecord } from '../../models/user.ts';
import type { AccountsService } from '../accounts/service.ts';
import type { TelegramIdentity } from './telegram-identity.ts';

export const LOGIN_LINK_TTL_MS = 5 * 60 * 1000;
const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;
const MAX_USER_AGENT = 400;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
/** Number matching: the browser's code is one of this many numbers the bot offers. */
export const LOGIN_CODE_CHOICES = 3;
const twoDigits = () => String(randomInt(10, 100));

/** The code and decoys (distinct two-digit numbers), in random order. */
function choicesFor(code: string): string[] {
  const choices = new Set([code]);
  while (choices.size < LOGIN_CODE_CHOICES) choices.add(twoDigits());
  return [...choices].sort(() => randomInt(0, 3) - 1);
}

/** The user picked a number the browser did not show: the link is cancelled. */
export const wrongLoginCode = () =>
  forbidden('That was not the number your browser showed: sign-in cancelled.').because({
    reason: 'login-number-wrong',
    params: {},
  });

/** The browser's poll of a link that is unknown, expired, collected or not its own. */
const gone = () =>
  unauthorized('This login link has expired or was already used. Please start again.').because({
    reason: 'login-link-expired',
    params: {},
  });
/** The bot's confirmation of such a link. */
const usedUp = () =>
  notFound('This login link has expired or was already used.').because({
    reason: 'login-link-used',
    params: {},
  });

/**
 * Browser sign-in through the bot: the browser asks for a link (and keeps a secret cookie), the user
 * confirms in the bot, the browser polls and gets its session once, then the link is gone. The cookie
 * means that knowing the token (it travels through Telegram) is not enough to collect the session.
 */
export function createLoginLinks(deps: {
  LoginLink: LoginLinkModel;
  accounts: AccountsService;
  config: Config;
  clock: Clock;
  signInTelegram: (tg: TelegramIdentity) => Promise<{ user: UserRecord }>;
}) {
  const { LoginLink, accounts, config, clock } = deps;

  async function createLoginLink(request: { userAgent?: string | null } = {}) {
    if (!config.botUsername) {
      throw serviceUnavailable('Telegram sign-in from the browser is not configured.');
    }
    const token = randomBytes(32).toString('base64url');
    const browserSecret = randomBytes(32).toString('base64url');
    const expiresAt = new Date(clock.now().getTime() + LOGIN_LINK_TTL_MS);
    const code = twoDigits();
    await LoginLink.create({
      code,
      tokenHash: sha256(token),
      browserHash: sha256(browserSecret),
      expiresAt,
      userAgent: request.userAgent?.slice(0, MAX_USER_AGENT) || null,
    });
    const url = `https://t.me/${config.botUsername}?start=auth_${token}`;
    return { token, url, expiresAt, browserSecret, code };
  }

  async function live(token: string): Promise<LoginLinkRecord | null> {
    if (!TOKEN.test(token)) return null;
    const link = await LoginLink.findOne({ tokenHash: sha256(token) })
      .lean()
      .exec();
    return link && link.expiresAt.getTime() > clock.now().getTime() ? link : null;
  }

  /**
   * What the bot shows before asking for a confirmation: who asked (User-Agent), when, and where the
   * link stands. null for an unknown or expired link.
   */
  async function describeLoginLink(token: string) {
    const link = await live(token);
    if (!link) return null;
    const state = link.cancelledAt ? 'cancelled' : link.userId ? 'confirmed' : 'pending';
    return {
      state,
      userAgent: link.userAgent,
      requestedAt: link.createdAt as Date,
      // The numbers the bot offers, one of them the browser's (none on links made before it).
      choices: link.code ? choicesFor(link.code) : null,
    } as const;
  }

  /** Cancel in the bot: the link dies (a later Confirm is refused, the browser's poll says so). */
  async function cancelLoginLink(token: string): Promise<'cancelled' | 'confirmed' | 'gone'> {
    const link = await live(token);
    if (!link) return 'gone';
    if (link.userId) return 'confirmed';
    const res = await LoginLink.updateOne(
      { _id: link._id, userId: null },
      { $set: { cancelledAt: link.cancelledAt ?? clock.now() } },
    ).exec();
    return res.matchedCount === 1 ? 'cancelled' : 'confirmed';
  }

  /**
   * Called by the bot when the Telegram user confirms `start=auth_<token>`: signs that user in (creating
   * the account on first use) and binds it to the link. Confirming again as the same Telegram user
   * answers the same (`already: true`); anyone else, an unknown, expired or cancelled link: 404.
   * `pick` is the number the user chose in the bot (the bot always passes it): a wrong one cancels the
   * link for good (403), so guessing gets one try out of three.
   */
  async function confirmLoginLink(
    token: string,
    telegramUser: TelegramIdentity,
    pick?: string,
  ): Promise<{ user: UserRecord; already?: boolean }> {
    const link = await live(token);
    if (!link || link.cancelledAt) throw usedUp();
    if (pick !== undefined && link.code && pick !== link.code && !link.userId) {
      await LoginLink.updateOne(
        { _id: link._id, userId: null, cancelledAt: null },
        { $set: { cancelledAt: clock.now() } },
      ).exec();
      throw wrongLoginCode();
    }
    if (link.userId) {
      const owner = await accounts.findActive(link.userId);
      if (owner?.telegramId === telegramUser.id) return { user: owner, already: true };
      throw usedUp();
    }
    const { user } = await deps.signInTelegram(telegramUser);
    const bound = await LoginLink.updateOne(
      { _id: link._id, userId: null, cancelledAt: null, expiresAt: trusted({ $gt: clock.now() }) },
      { $set: { userId: user._id, confirmedAt: clock.now() } },
    ).exec();
    if (bound.modifiedCount !== 1) {
      // A double tap: the other tap bound it a moment ago.
      const again = await live(token);
      if (again?.userId?.equals(user._id) && !again.cancelledAt) return { user, already: true };
      throw usedUp();
    }
    return { user };
  }

  /**
   * The browser's poll: pending until confirmed; then the user, exactly once (the link is deleted in
   * the same step). Unknown, expired, used, or polled without the browser's cookie: 401.
   */
  async function pollLoginLink(
    token: string,
    browserSecret: string | null,
  ): Promise<{ status: 'pending'; expiresAt: Date } | { status: 'confirmed'; user: UserRecord }> {
    const link = await live(token);
    if (!link || link.collectedAt || !browserSecret || !sameHash(sha256(browserSecret), link.browserHash)) {
      throw gone();
    }
    if (link.cancelledAt)
      throw unauthorized('Sign-in was cancelled in Telegram. Start again to sign in.').because({
        reason: 'login-cancelled',
        params: {},
      });
    if (!link.userId) return { status: 'pending', expiresAt: link.expiresAt };
    // Collected once; the record stays until it expires so a repeated Confirm still reads "signed in".
    const taken = await LoginLink.findOneAndUpdate(
      { _id: link._id, collectedAt: null },
      { $set: { collectedAt: clock.now() } },
    )
      .lean()
      .exec();
    if (!taken?.userId) throw gone();
    const user = await accounts.findActive(taken.userId);
    if (!user) throw gone();
    return { status: 'confirmed', user: await accounts.onSignIn(user) };
  }

  return { createLoginLink, describeLoginLink, cancelLoginLink, confirmLoginLink, pollLoginLink };
}
