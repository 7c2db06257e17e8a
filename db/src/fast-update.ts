import type { Document } from 'bson';
import { isPlainObject } from './values.ts';

const FAST_OPS = new Set(['$set', '$inc', '$unset']);

/** Parent object of a dotted path through plain objects only, or undefined if the path crosses an
 * array or a scalar (those cases are left to mingo, which implements MongoDB's rules for them). */
function parentOf(doc: Document, parts: string[], create: boolean): Document | undefined {
  let cur: Document = doc;
  for (let i = 0; i < parts.length - 1; i++) {
    const p = parts[i] as string;
    const next = cur[p];
    if (next === undefined) {
      if (!create) return undefined;
      cur[p] = {};
      cur = cur[p] as Document;
    } else if (isPlainObject(next)) cur = next;
    else return undefined;
  }
  return cur;
}

/**
 * The app's hot updates are plain `$set`/`$inc`/`$unset` on dotted paths through sub-documents.
 * Applying those directly avoids mingo's per-call setup. Returns false (having changed nothing)
 * whenever anything falls outside that simple case.
 */
export function tryFastUpdate(doc: Document, ops: Document): boolean {
  const plan: Array<[string, string[], unknown]> = [];
  for (const [op, fields] of Object.entries(ops)) {
    if (!FAST_OPS.has(op) || !isPlainObject(fields)) return false;
    for (const [path, arg] of Object.entries(fields)) {
      if (path.includes('$') || path === '' || path.startsWith('.') || path.endsWith('.')) return false;
      const parts = path.split('.');
      if (parts.some((p) => /^\d+$/.test(p))) return false;
      // Check the path only crosses plain objects (or missing fields) before changing anything.
      let cur: unknown = doc;
      for (let i = 0; i < parts.length - 1 && cur !== undefined; i++) {
        if (!isPlainObject(cur)) return false;
        cur = cur[parts[i] as string];
      }
      if (cur !== undefined && !isPlainObject(cur)) return false;
      const current = isPlainObject(cur) ? cur[parts[parts.length - 1] as string] : undefined;
      if (
        op === '$inc' &&
        (typeof arg !== 'number' || (current !== undefined && typeof current !== 'number'))
      )
        return false;
      plan.push([op, parts, arg]);
    }
  }
  // Conflicting paths (a and a.b in one update) are an error in MongoDB: let mingo report it.
  const paths = plan.map(([, p]) => p.join('.')).sort();
  for (let i = 1; i < paths.length; i++) {
    const prev = paths[i - 1] as string;
    const cur = paths[i] as string;
    if (cur === prev || cur.startsWith(`${prev}.`)) return false;
  }
  for (const [op, parts, arg] of plan) {
    const last = parts[parts.length - 1] as string;
    if (op === '$unset') {
      const parent = parentOf(doc, parts, false);
      if (parent) delete parent[last];
      continue;
    }
    const parent = parentOf(doc, parts, true) as Document;
    parent[last] = op === '$inc' ? ((parent[last] as number | undefined) ?? 0) + (arg as number) : arg;
  }
  return true;
}
