import { Decimal128, type Document, Double, Long } from 'bson';
import { bsonType, getPath, isPlainObject } from './values.ts';

/** Exact decimal as coefficient * 10^exp (enough for $inc/$mul on Decimal128 without float error). */
interface Dec {
  coef: bigint;
  exp: number;
}

function toDec(v: unknown): Dec | undefined {
  let s: string;
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) return undefined;
    s = String(v);
  } else if (bsonType(v) === 'Long' || bsonType(v) === 'Decimal128') s = String(v);
  else return undefined;
  const m = /^(-?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(s);
  if (!m) return undefined;
  const frac = m[3] ?? '';
  const digits = `${m[2] ?? ''}${frac}` || '0';
  return { coef: BigInt(`${m[1]}${digits}`), exp: Number(m[4] ?? 0) - frac.length };
}

function decToBson(d: Dec): Decimal128 {
  return Decimal128.fromStringWithRounding(`${d.coef}E${d.exp}`);
}

function combine(op: '$inc' | '$mul', cur: unknown, arg: unknown): unknown {
  const tc = bsonType(cur);
  const ta = bsonType(arg);
  if (tc === 'Decimal128' || ta === 'Decimal128') {
    const a = toDec(cur ?? 0);
    const b = toDec(arg);
    if (!a || !b) return undefined;
    if (op === '$mul') return decToBson({ coef: a.coef * b.coef, exp: a.exp + b.exp });
    const exp = Math.min(a.exp, b.exp);
    const scale = (d: Dec) => d.coef * 10n ** BigInt(d.exp - exp);
    return decToBson({ coef: scale(a) + scale(b), exp });
  }
  // Int64 arithmetic stays Int64 with integers; a fractional operand makes it a double, as in MongoDB.
  const isInt = (v: unknown) => bsonType(v) === 'Long' || (typeof v === 'number' && Number.isInteger(v));
  const big = (v: unknown) => BigInt(String(v ?? 0));
  if ((cur === undefined || isInt(cur)) && isInt(arg)) {
    const r = op === '$inc' ? big(cur) + big(arg) : big(cur) * big(arg);
    return Long.fromBigInt(r);
  }
  const n = (v: unknown) => Number(String(v ?? 0));
  const r = op === '$inc' ? n(cur) + n(arg) : n(cur) * n(arg);
  // Any double operand makes the result a double (kept as a bson Double when it is integral).
  return tc === 'Double' || ta === 'Double' ? new Double(r) : r;
}

/** Rewrites $inc/$mul that involve Int64 or Decimal128 values (which mingo would add as strings) into
 * $set of the exactly computed value. Paths with positional operators are left to mingo. */
export function rewriteBsonArithmetic(ops: Document, doc: Document): void {
  for (const op of ['$inc', '$mul'] as const) {
    const fields = ops[op];
    if (!isPlainObject(fields)) continue;
    for (const [path, arg] of Object.entries(fields)) {
      if (path.includes('$')) continue;
      const cur = getPath(doc, path);
      const wrapped = (v: unknown) =>
        bsonType(v) === 'Long' || bsonType(v) === 'Decimal128' || bsonType(v) === 'Double';
      if (!wrapped(cur) && !wrapped(arg)) continue;
      const value = combine(op, cur, arg);
      if (value === undefined) continue;
      delete fields[path];
      ops.$set = { ...(isPlainObject(ops.$set) ? ops.$set : {}), [path]: value };
    }
    if (Object.keys(fields).length === 0) delete ops[op];
  }
}
