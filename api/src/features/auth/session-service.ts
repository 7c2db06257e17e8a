import { createHash, randomBytes } from 'node:crypto';
import type { Types } from 'mongoose';
import { boundedMemo } from '../../lib/bounded-memo.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Models } from '../../models/registry.ts';
import { createSessionCache } from './session-cache.ts';

export const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;
/** A session's expiry slides forward at most this often, so reads don't become writes. */
const SLIDE_EVERY_MS = 3600 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** The same client sends the same token on every request: its hash is computed once. */
const hashTokenOnce = boundedMemo(hashToken);

/** Server-side sessions: a random 32-byte token goes to the client, only its hash is stored. */
export function createSessionService({ models, clock }: { models: Pick<Models, 'Session'>; clock: Clock }) {
  const { Session } = models;
  // Revocation-aware: see session-cache.ts for how logouts reach other instances.
  const cache = createSessionCache();
  async function create(
    userId: Types.ObjectId,
    meta: { userAgent?: string | null; ip?: string | null } = {},
  ) {
    const token = randomBytes(32).toString('base64url');
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    await Session.create({
      tokenHash: hashToken(token),
      userId,
      expiresAt,
      lastSeenAt: now,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
      ip: meta.ip ?? null,
    });
    return { token, expiresAt };
  }

  /** The user id of a live session, sliding its expiry; null when unknown or expired. */
  async function resolve(token: string): Promise<Types.ObjectId | null> {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
    const now = clock.now();
    const tokenHash = hashTokenOnce(token);
    const cached = cache.get(tokenHash, now.getTime());
    if (cached) return cached.userId;
    const generation = cache.generation();
    const session = await Session.findOne({ tokenHash }).lean().exec();
    if (!session || session.expiresAt.getTime() <= now.getTime()) return null;
    if (now.getTime() - session.lastSeenAt.getTime() > SLIDE_EVERY_MS) {
      await Session.updateOne(
        { _id: session._id },
        { $set: { lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) } },
      ).exec();
    }
    cache.set(
      tokenHash,
      {
        userId: session.userId,
        expiresAt: session.expiresAt.getTime(),
        checkedAt: now.getTime(),
      },
      generation,
    );
    return session.userId;
  }

  async function destroy(token: string) {
    const tokenHash = hashToken(token);
    cache.delete(tokenHash);
    await Session.deleteOne({ tokenHash }).exec();
    // Again: a read that overlapped the delete must not cache what it saw.
    cache.delete(tokenHash);
  }

  async function destroyAllFor(userId: Types.ObjectId) {
    cache.deleteUser(userId);
    await Session.deleteMany({ userId }).exec();
    cache.deleteUser(userId);
  }

  return { create, resolve, destroy, destroyAllFor };
}
export type SessionService = ReturnType<typeof createSessionService>;
