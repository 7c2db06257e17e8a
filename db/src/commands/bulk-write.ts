import { type Document, Long } from 'bson';
import type { Env, Handler } from '../engine-state.ts';
import { DbError } from '../errors.ts';
import { isPlainObject, toNumber } from '../values.ts';
import { isFatal, writeError } from './crud.ts';

type Kind = 'insert' | 'update' | 'delete';

/** One bulkWrite operation as the insert/update/delete command it stands for. */
function asCommand(kind: Kind, coll: string, op: Document, cmd: Document): Document {
  if (kind === 'insert') return { insert: coll, documents: [op.document] };
  const common = { collation: op.collation, hint: op.hint };
  if (kind === 'delete')
    return {
      delete: coll,
      deletes: [{ q: op.filter, limit: op.multi === true ? 0 : 1, ...common }],
      let: cmd.let,
    };
  const u = op.updateMods;
  const spec = {
    q: op.filter,
    u,
    multi: op.multi,
    upsert: op.upsert,
    arrayFilters: op.arrayFilters,
    sort: op.sort,
  };
  return { update: coll, updates: [{ ...spec, ...common }], let: cmd.let };
}

function namespace(cmd: Document, op: Document, kind: Kind, idx: number): { db: string; coll: string } {
  const ns = (cmd.nsInfo as Document[] | undefined)?.[toNumber(op[kind])]?.ns;
  const dot = typeof ns === 'string' ? ns.indexOf('.') : -1;
  if (dot <= 0)
    throw new DbError(
      'BadValue',
      `BulkWrite ops entry ${idx} has an invalid nsInfo index ${String(op[kind])}`,
    );
  return { db: (ns as string).slice(0, dot), coll: (ns as string).slice(dot + 1) };
}

/**
 * MongoDB 8.0's client-level `bulkWrite` (admin database): inserts, updates and deletes on any
 * namespaces listed in `nsInfo`, run as one command (so one journal record). Each operation is the
 * matching insert/update/delete command's handler; results come back in a cursor (only the errors
 * with `errorsOnly`), with the totals beside it.
 */
function bulkWrite(env: Env): Document {
  const { cmd } = env;
  if (env.db !== 'admin')
    throw new DbError('Unauthorized', 'The bulkWrite command may only be run against the admin database.');
  if (!Array.isArray(cmd.ops) || !Array.isArray(cmd.nsInfo))
    throw new DbError('FailedToParse', "BSON fields 'bulkWrite.ops' and 'bulkWrite.nsInfo' are required");
  const ordered = cmd.ordered !== false;
  const totals = { nInserted: 0, nMatched: 0, nModified: 0, nUpserted: 0, nDeleted: 0 };
  const results: Document[] = [];
  let nErrors = 0;
  for (const [idx, op] of (cmd.ops as Document[]).entries()) {
    const kind = (['insert', 'update', 'delete'] as const).find((k) => isPlainObject(op) && k in op);
    if (!kind) throw new DbError('FailedToParse', `Unrecognized bulkWrite operation in ops entry ${idx}`);
    let r: Document;
    try {
      const { db, coll } = namespace(cmd, op, kind, idx);
      // Through the command table (read at call time): views refuse writes there.
      r = (env.commands[kind] as Handler)({
        ...env,
        db,
        cmd: { ...asCommand(kind, coll, op, cmd), $db: db },
      });
    } catch (e) {
      if (isFatal(e)) throw e;
      r = { n: 0, writeErrors: [writeError(0, e as DbError)] };
    }
    const failed = (r.writeErrors as Document[] | undefined)?.[0];
    if (failed) {
      nErrors++;
      const { index: _, ...error } = failed;
      results.push({ ok: 0, idx, n: 0, ...error });
      if (ordered) break;
      continue;
    }
    const item: Document = { ok: 1, idx, n: r.n };
    if (kind === 'insert') totals.nInserted += r.n;
    if (kind === 'delete') totals.nDeleted += r.n;
    if (kind === 'update') {
      const upserted = (r.upserted as Document[] | undefined)?.[0];
      if (upserted) {
        totals.nUpserted++;
        item.upserted = { _id: upserted._id };
      } else totals.nMatched += r.n;
      totals.nModified += r.nModified;
      item.nModified = r.nModified;
    }
    if (cmd.errorsOnly !== true) results.push(item);
  }
  return {
    cursor: { id: Long.ZERO, firstBatch: results, ns: 'admin.$cmd.bulkWrite' },
    nErrors,
    ...totals,
    ok: 1,
  };
}

export const BULK_WRITE: Record<string, Handler> = { bulkWrite };
