import { LRUCache } from 'lru-cache';
import type { Types } from 'mongoose';

/**
 * Cached sessions are trusted only while this instance's last successful poll of the revocation feed
 * STARTED less than this long ago. A poll that started after a revocation was written sees it, so a
 * logout on another instance takes effect here within this bound even when polls are slow (normally
 * within one poll interval, ~1 s). When polling fails or stalls (database down), every request reads
 * its session again: fail closed.
 */
export const SESSION_TRUST_MS = 3_000;
/** Bounds memory: ~250 bytes an entry; the least recently used go first. */
const MAX_ENTRIES = 50_000;

export interface CachedSession {
  userId: Types.ObjectId;
  expiresAt: number;
  /** The session's lastSeenAt as this instance knows it: its expiry slides once that is an hour old. */
  lastSeenAt: number;
}

/** What one poll of the feed found: every revocation of the overlap window, not only the new ones. */
export interface RecentRevocations {
  tokenHashes: Iterable<string>;
  userIds: Iterable<string>;
}

/**
 * Sessions this instance has read, by token hash, kept until they expire (or are revoked, or pushed
 * out of the LRU), so a signed-in request costs one database read (the user) instead of two.
 *
 * Two guards keep a revoked session from being served:
 * - local revocations bump `generation`: a read that started before one is not cached (it may have
 *   seen the session just before it was deleted);
 * - remote revocations arrive through the feed's polls, each of which re-reads the last minute of
 *   revocations. `set` refuses anything the last poll listed, so a read that overlapped a remote
 *   revocation is either refused here or dropped by the next poll, which lists it again.
 */
export function createSessionCache(maxEntries = MAX_ENTRIES) {
  // userId -> token hashes, to drop a user's sessions without scanning the whole cache.
  const byUser = new Map<string, Set<string>>();
  const entries = new LRUCache<string, CachedSession>({
    max: maxEntries,
    dispose: (entry, tokenHash) => {
      const key = entry.userId.toHexString();
      const owned = byUser.get(key);
      owned?.delete(tokenHash);
      if (owned?.size === 0) byUser.delete(key);
    },
  });
  let generation = 0;
  let revokedTokens = new Set<string>();
  let revokedUsers = new Set<string>();
  // Clock time the last successful poll started; -Infinity until one succeeds (nothing is trusted).
  let polledAt = Number.NEGATIVE_INFINITY;

  const dropUser = (userId: string) => {
    for (const tokenHash of [...(byUser.get(userId) ?? [])]) entries.delete(tokenHash);
  };

  return {
    /** Taken before reading a session from the database; passed back to `set`. */
    generation: () => generation,
    /** Whether cached sessions may be served at `now` (a recent poll succeeded). */
    trusted: (now: number) => now >= polledAt && now - polledAt < SESSION_TRUST_MS,
    /** The cached session when it may be served at `now`; undefined means "read it". */
    get(tokenHash: string, now: number): CachedSession | undefined {
      if (!(now >= polledAt && now - polledAt < SESSION_TRUST_MS)) return undefined;
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (entry.expiresAt <= now) {
        entries.delete(tokenHash);
        return undefined;
      }
      return entry;
    },
    set(tokenHash: string, entry: CachedSession, readAtGeneration: number) {
      if (readAtGeneration !== generation) return;
      if (revokedTokens.has(tokenHash) || revokedUsers.has(entry.userId.toHexString())) return;
      entries.set(tokenHash, entry);
      const key = entry.userId.toHexString();
      const owned = byUser.get(key);
      if (owned) owned.add(tokenHash);
      else byUser.set(key, new Set([tokenHash]));
    },
    /** A revocation done on this instance: applies at once. */
    delete(tokenHash: string) {
      generation++;
      entries.delete(tokenHash);
    },
    deleteUser(userId: Types.ObjectId) {
      generation++;
      dropUser(userId.toHexString());
    },
    /**
     * A successful poll that started at `startedAt`: drops what it lists (applying a record twice is
     * harmless) and remembers the list for `set`. After a gap too long for the feed to cover (its
     * records may have expired meanwhile) everything cached is forgotten.
     */
    applyPoll(recent: RecentRevocations, startedAt: number, { gap = false } = {}) {
      if (gap) entries.clear();
      revokedTokens = new Set(recent.tokenHashes);
      revokedUsers = new Set(recent.userIds);
      for (const tokenHash of revokedTokens) entries.delete(tokenHash);
      for (const userId of revokedUsers) dropUser(userId);
      polledAt = startedAt;
    },
    get size() {
      return entries.size;
    },
  };
}
export type SessionCache = ReturnType<typeof createSessionCache>;
