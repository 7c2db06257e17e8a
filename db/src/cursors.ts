import { calculateObjectSize, type Document, Long } from 'bson';
import { DbError } from './errors.ts';

const MAX_BATCH_BYTES = 16 * 1024 * 1024 - 16 * 1024;
export const CURSOR_IDLE_MS = 10 * 60 * 1000;

interface OpenCursor {
  id: Long;
  ns: string;
  docs: Document[];
  pos: number;
  /** Applied per batch so projections cost nothing for documents never fetched. */
  transform: (docs: Document[]) => Document[];
  lastUsed: number;
}

export class CursorManager {
  private readonly open = new Map<string, OpenCursor>();
  private nextId = BigInt(Date.now()) * 1000n;

  get size(): number {
    return this.open.size;
  }

  private takeBatch(c: OpenCursor, batchSize: number): Document[] {
    const out: Document[] = [];
    let bytes = 0;
    while (c.pos < c.docs.length && out.length < batchSize) {
      const [doc] = c.transform([c.docs[c.pos] as Document]);
      const size = calculateObjectSize(doc as Document);
      if (out.length > 0 && bytes + size > MAX_BATCH_BYTES) break;
      out.push(doc as Document);
      bytes += size;
      c.pos++;
    }
    return out;
  }

  /** Builds a `{cursor: {firstBatch, id, ns}}` reply, keeping a cursor open only if documents remain. */
  first(
    ns: string,
    docs: Document[],
    opts: { batchSize?: number; singleBatch?: boolean; transform?: (d: Document[]) => Document[] },
  ): Document {
    const c: OpenCursor = {
      id: Long.ZERO,
      ns,
      docs,
      pos: 0,
      transform: opts.transform ?? ((d) => d),
      lastUsed: Date.now(),
    };
    // batchSize 0 opens the cursor without returning documents (MongoDB's find and aggregate).
    const batch = this.takeBatch(
      c,
      opts.batchSize === undefined || opts.batchSize < 0 ? 101 : opts.batchSize,
    );
    if (c.pos < docs.length && !opts.singleBatch) {
      this.nextId += 1n;
      c.id = Long.fromBigInt(this.nextId);
      this.open.set(c.id.toString(), c);
    }
    return { cursor: { firstBatch: batch, id: c.id, ns }, ok: 1 };
  }

  more(id: unknown, ns: string, batchSize?: number): Document {
    const key = String(id);
    const c = this.open.get(key);
    if (!c) throw new DbError('CursorNotFound', `cursor id ${key} not found`);
    if (c.ns !== ns)
      throw new DbError(
        'Unauthorized',
        `Requested getMore on namespace '${ns}', but cursor belongs to '${c.ns}'`,
      );
    c.lastUsed = Date.now();
    const batch = this.takeBatch(c, batchSize && batchSize > 0 ? batchSize : Number.POSITIVE_INFINITY);
    let replyId = c.id;
    if (c.pos >= c.docs.length) {
      this.open.delete(key);
      replyId = Long.ZERO;
    }
    return { cursor: { nextBatch: batch, id: replyId, ns }, ok: 1 };
  }

  kill(ids: unknown[]): Document {
    const killed: unknown[] = [];
    const notFound: unknown[] = [];
    for (const id of ids) (this.open.delete(String(id)) ? killed : notFound).push(id);
    return { cursorsKilled: killed, cursorsNotFound: notFound, cursorsAlive: [], cursorsUnknown: [], ok: 1 };
  }

  /** Closes cursors idle for longer than `idleMs` (MongoDB: cursorTimeoutMillis, 10 minutes). */
  sweep(idleMs = CURSOR_IDLE_MS): void {
    const now = Date.now();
    for (const [k, c] of this.open) if (now - c.lastUsed > idleMs) this.open.delete(k);
  }

  clear(): void {
    this.open.clear();
  }
}
