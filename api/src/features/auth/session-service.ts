import { createHash, randomBytes } from 'node:crypto';
import { Types } from 'mongoose';
import { boundedMemo } from '../../lib/bounded-memo.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Models } from '../../models/registry.ts';
import { createRevocationFeed, POLL_OVERLAP_MS } from './revocation-feed.ts';
import { createSessionCache } from './session-cache.ts';

export const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;
/** A session's expiry slides forward at most this often, so reads don't become writes. */
const SLIDE_EVERY_MS = 3600 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** The same client sends the same token on every request: its hash is computed once. */
const hashTokenOnce = boundedMemo(hashToken);

/**
 * Server-side sessions: a random 32-byte token goes to the client, only its hash is stored.
 *
 * Revocation across instances: `destroy`/`destroyAllFor` write a record to `session_revocations`
 * before deleting, and every instance polls that feed once a second (revocation-feed.ts) to drop what
 * it has cached. So a signed-in request reads only the user (one round trip), a logout or rotation
 * applies at once on the instance that does it and within ~1 s (at most SESSION_TRUST_MS) elsewhere,
 * and when the feed cannot be polled every request reads its session again (session-cache.ts).
 */
export function createSessionService({
  models,
  clock,
}: {
  models: Pick<Models, 'Session' | 'SessionRevocation'>;
  clock: Clock;
}) {
  const { Session, SessionRevocation } = models;
  const cache = createSessionCache();
  const feed = createRevocationFeed({ SessionRevocation, cache, clock });

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

  /** Moves a live session's expiry forward (at most once an hour, so reads don't become writes). */
  async function slide(tokenHash: string, now: Date) {
    await Session.updateOne(
      { tokenHash },
      { $set: { lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) } },
    ).exec();
  }

  /** The user id of a live session, sliding its expiry; null when unknown or expired. */
  async function resolve(token: string): Promise<Types.ObjectId | null> {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
    const now = clock.now();
    const nowMs = now.getTime();
    const tokenHash = hashTokenOnce(token);
    const cached = cache.get(tokenHash, nowMs);
    if (cached) {
      if (nowMs - cached.lastSeenAt > SLIDE_EVERY_MS) {
        // Updated first, so concurrent requests of this session slide it once.
        cached.lastSeenAt = nowMs;
        cached.expiresAt = nowMs + SESSION_TTL_MS;
        await slide(tokenHash, now);
      }
      return cached.userId;
    }
    const generation = cache.generation();
    const session = await Session.findOne({ tokenHash }).lean().exec();
    if (!session || session.expiresAt.getTime() <= nowMs) return null;
    let lastSeenAt = session.lastSeenAt.getTime();
    let expiresAt = session.expiresAt.getTime();
    if (nowMs - lastSeenAt > SLIDE_EVERY_MS) {
      await slide(tokenHash, now);
      lastSeenAt = nowMs;
      expiresAt = nowMs + SESSION_TTL_MS;
    }
    // A read slower than the feed's overlap could miss the re-listing of a revocation it overlapped.
    if (clock.now().getTime() - nowMs < POLL_OVERLAP_MS / 2) {
      cache.set(tokenHash, { userId: session.userId, expiresAt, lastSeenAt }, generation);
    }
    return session.userId;
  }

  /**
   * Writes a feed record stamped with the database's clock ($currentDate), not this instance's: the
   * pollers and the TTL read it by that one clock, so instances whose clocks disagree still agree.
   */
  async function revocation(record: { tokenHash: string | null; userId: Types.ObjectId | null }) {
    await SessionRevocation.updateOne(
      { _id: new Types.ObjectId() },
      { $currentDate: { at: true }, $setOnInsert: record },
      { upsert: true },
    ).exec();
  }

  async function destroy(token: string) {
    const tokenHash = hashToken(token);
    cache.delete(tokenHash);
    // The feed record first: once the session is gone, other instances must be able to learn it.
    await revocation({ tokenHash, userId: null });
    await Session.deleteOne({ tokenHash }).exec();
    // Again: a read that overlapped the delete must not cache what it saw.
    cache.delete(tokenHash);
  }

  /** "Sign out everywhere" (password reset): every session of the user, on every instance. */
  async function destroyAllFor(userId: Types.ObjectId) {
    cache.deleteUser(userId);
    await revocation({ tokenHash: null, userId });
    await Session.deleteMany({ userId }).exec();
    cache.deleteUser(userId);
  }

  return {
    create,
    resolve,
    destroy,
    destroyAllFor,
    /** Starts this instance's revocation poller (the app's onReady). */
    start: () => feed.start(),
    /** Stops it (the app's onClose). */
    stop: () => feed.stop(),
    /** Polls the revocation feed now (tests). */
    pollNow: () => feed.pollNow(),
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
