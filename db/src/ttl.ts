import type { Engine } from './engine.ts';
import { WriteCtx } from './txn.ts';

const MIN_DATE = new Date(-8.64e15);

/** Deletes documents whose TTL-indexed date is older than expireAfterSeconds (MongoDB's TTL monitor
 * runs every 60 s; we run every second so tests need not wait). */
export function sweepTtl(engine: Engine): void {
  const now = Date.now();
  const ctx = new WriteCtx(engine.txns, null);
  for (const colls of engine.catalog.dbs.values()) {
    for (const coll of colls.values()) {
      for (const index of coll.indexes.values()) {
        const secs = index.spec.expireAfterSeconds;
        if (secs === undefined || index.fields.length !== 1) continue;
        const cutoff = new Date(now - secs * 1000);
        const dir = index.fields[0]?.dir ?? 1;
        const [lo, hi] = dir > 0 ? [[MIN_DATE], [cutoff]] : [[cutoff], [MIN_DATE]];
        const expired = [...new Set(index.range(lo, hi, false))];
        for (const idk of expired) {
          if (coll.dirty.has(idk)) continue;
          coll.remove(idk, ctx);
        }
      }
    }
  }
  engine.logEffects(ctx.commit());
}
