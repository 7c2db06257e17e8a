import { LRUCache } from 'lru-cache';
import type { Types } from 'mongoose';

/**
 * How long a session this instance has read stays trusted without reading it again. It bounds how late
 * a revocation done on ANOTHER instance (logout, session rotation, "sign out everywhere") takes effect
 * here. On the instance that revokes, the entry is dropped at once. Account deletion and admin changes
 * need no signal at all: the user document is read on every request (that is the one round trip).
 */
export const SESSION_RECHECK_MS = 5_000;
/** Bounds memory: ~200 bytes an entry; the least recently used go first. */
const MAX_ENTRIES = 50_000;

export interface CachedSession {
  userId: Types.ObjectId;
  expiresAt: number;
  /** Clock time when this instance last read the session from the database. */
  checkedAt: number;
}

/**
 * Sessions this instance read recently, by token hash, so a signed-in request costs one database read
 * (the user) instead of two (session, then user).
 */
export function createSessionCache(maxEntries = MAX_ENTRIES) {
  const entries = new LRUCache<string, CachedSession>({ max: maxEntries });
  // Bumped by every revocation: a read that started before one is not cached (it may have seen the
  // session just before it was deleted).
  let generation = 0;

  return {
    /** Taken before reading a session from the database; passed back to `set`. */
    generation: () => generation,
    /** The cached session when it is still fresh and unexpired at `now`; undefined means "read it". */
    get(tokenHash: string, now: number): CachedSession | undefined {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (now - entry.checkedAt >= SESSION_RECHECK_MS || now < entry.checkedAt || entry.expiresAt <= now) {
        entries.delete(tokenHash);
        return undefined;
      }
      return entry;
    },
    set(tokenHash: string, entry: CachedSession, readAtGeneration: number) {
      if (readAtGeneration !== generation) return;
      entries.set(tokenHash, entry);
    },
    delete(tokenHash: string) {
      generation++;
      entries.delete(tokenHash);
    },
    deleteUser(userId: Types.ObjectId) {
      generation++;
      const owned = [...entries.entries()].filter(([, entry]) => entry.userId.equals(userId));
      for (const [key] of owned) entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}
export type SessionCache = ReturnType<typeof createSessionCache>;
