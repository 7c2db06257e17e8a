import { createHash } from 'node:crypto';
import { EJSON } from 'bson';
import type { Connection } from 'mongoose';

/**
 * What a refused request may still change, left out of the digest:
 * - `auth_attempts`: a refused sign-in is recorded on purpose (that is the throttle);
 * - `sessions.lastSeenAt` / `expiresAt`: a signed-in request slides its session;
 * - `users.lastActiveAt` and the `active:<day>` counter: any authenticated request counts the user as
 *   active today (both are warmed up before the first case, so in practice they do not move);
 * - `updatedAt` nowhere: a refused request must not touch any document at all.
 */
const SKIP_COLLECTIONS = new Set(['auth_attempts']);
const SKIP_FIELDS: Record<string, string[]> = {
  sessions: ['lastSeenAt', 'expiresAt'],
  users: ['lastActiveAt'],
};

/** Count and SHA-256 of every document of every collection (by _id order), as one comparable string. */
export async function databaseDigest(connection: Connection): Promise<string> {
  const db = connection.db;
  if (!db) throw new Error('not connected');
  const names = (await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name).sort();
  const parts: string[] = [];
  for (const name of names) {
    if (SKIP_COLLECTIONS.has(name)) continue;
    const docs = await db.collection(name).find({}).sort({ _id: 1 }).toArray();
    const hash = createHash('sha256');
    for (const doc of docs) {
      if (name === 'counters' && String(doc._id).startsWith('active:')) continue;
      for (const f of SKIP_FIELDS[name] ?? []) delete doc[f];
      hash.update(EJSON.stringify(doc, { relaxed: false }));
    }
    parts.push(`${name}:${docs.length}:${hash.digest('hex').slice(0, 16)}`);
  }
  return parts.join(' ');
}
