import type { Document } from 'bson';
import { arith, numKind } from './arith.ts';
import { getPath, isPlainObject } from './values.ts';

const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;

/** True when `$inc`/`$mul` on plain JS numbers would give the wrong BSON type: int32 operands whose
 * result leaves the int32 range must become an int64, which JS arithmetic cannot express. */
function overflowsInt(op: '$inc' | '$mul', cur: unknown, arg: unknown): boolean {
  if (numKind(cur ?? 0) !== 0 || numKind(arg) !== 0) return false;
  const c = (cur as number | undefined) ?? 0;
  const r = op === '$inc' ? c + (arg as number) : c * (arg as number);
  return r < INT32_MIN || r > INT32_MAX;
}

/** Rewrites $inc/$mul that involve Int64, Decimal128 or double values (mingo would add bson values as
 * strings and turn 1.5 * 2 into an int32), or int32 values that overflow, into $set of the value computed with BSON types (see
 * arith.ts). Paths with positional operators are left to mingo. */
export function rewriteBsonArithmetic(ops: Document, doc: Document): void {
  for (const op of ['$inc', '$mul'] as const) {
    const fields = ops[op];
    if (!isPlainObject(fields)) continue;
    for (const [path, arg] of Object.entries(fields)) {
      if (path.includes('$')) continue;
      const cur = getPath(doc, path);
      const wrapped = (v: unknown) => typeof v === 'object' && v !== null && numKind(v) !== undefined;
      // A double operand can give an integral result, which must stay a double (a bson Double).
      const double = numKind(cur) === 2 || numKind(arg) === 2;
      if (!wrapped(cur) && !wrapped(arg) && !double && !overflowsInt(op, cur, arg)) continue;
      if (numKind(arg) === undefined || (cur !== undefined && numKind(cur) === undefined)) continue;
      // A missing field is 0 of int type: $inc sets the argument, $mul a zero of the argument's type.
      const value = arith(op === '$inc' ? '+' : '*', cur ?? 0, arg);
      delete fields[path];
      ops.$set = { ...(isPlainObject(ops.$set) ? ops.$set : {}), [path]: value };
    }
    if (Object.keys(fields).length === 0) delete ops[op];
  }
}
