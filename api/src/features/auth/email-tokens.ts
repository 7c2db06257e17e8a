import { randomBytes } from 'node:crypto';
import { type Types, trusted } from 'mongoose';
import type { Clock } from '../../lib/clock.ts';
import { type AppError, invalidState } from '../../lib/errors.ts';
import type { EmailTokenModel, EmailTokenPurpose, EmailTokenRecord } from '../../models/email-token.ts';
import { LINK_TTL_MS } from './email-mails.ts';
import { hashToken } from './session-service.ts';

export const BAD_LINK = 'This link is invalid, expired or already used. Ask for a new one.';
/** The refusal of any link that cannot be used (with its reason, so clients can word it). */
export const badLink = (): AppError => invalidState(BAD_LINK).because({ reason: 'link-invalid', params: {} });
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * The tokens of mailed links: random 32 bytes, only their hash stored, single-use, 24 hours.
 * Shared by the verification and reset links (email-links.ts) and the undo of an email change
 * (email-change.ts).
 */
export function createEmailTokens(deps: { EmailToken: EmailTokenModel; clock: Clock }) {
  const { EmailToken, clock } = deps;

  async function issue(
    userId: Types.ObjectId,
    purpose: EmailTokenPurpose,
    email: string,
    passwordHash: string | null = null,
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = clock.now();
    // A new link replaces older unused ones of the same kind; not an undo link: a second change must
    // not cancel the undo link of the first (each went to a different previous address).
    if (purpose !== 'undo-change') await EmailToken.deleteMany({ userId, purpose, usedAt: null }).exec();
    await EmailToken.create({
      tokenHash: hashToken(token),
      userId,
      purpose,
      email,
      passwordHash,
      expiresAt: new Date(now.getTime() + LINK_TTL_MS),
    });
    return token;
  }

  /** Marks a live link used (atomically: a second use finds nothing) and returns it. */
  async function consume(token: string, purpose: EmailTokenPurpose): Promise<EmailTokenRecord> {
    if (!TOKEN_SHAPE.test(token)) throw badLink();
    const now = clock.now();
    const doc = await EmailToken.findOneAndUpdate(
      { tokenHash: hashToken(token), purpose, usedAt: null, expiresAt: trusted({ $gt: now }) },
      { $set: { usedAt: now } },
      { returnDocument: 'after' },
    )
      .lean()
      .exec();
    if (!doc) throw badLink();
    return doc;
  }

  return { issue, consume, isTokenShaped: (token: string) => TOKEN_SHAPE.test(token) };
}
export type EmailTokens = ReturnType<typeof createEmailTokens>;
