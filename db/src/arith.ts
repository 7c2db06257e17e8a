import { Decimal128, Double, Long } from 'bson';
import { DbError } from './errors.ts';
import { bsonType } from './values.ts';

/**
 * Arithmetic that keeps BSON numeric types as MongoDB does: the result has the widest operand type
 * (int < long < double < decimal); an int result that overflows becomes a long, a long that overflows
 * becomes a double, and decimals are computed exactly (rounded to 34 digits only at the end).
 *
 * Inside the server an int32 is a JS number that is an integer in int32 range, a double is a JS number
 * otherwise or a bson `Double` when integral (so it serializes back as a double), an int64 is a `Long`.
 */
export type NumKind = 0 | 1 | 2 | 3; // int, long, double, decimal
const INT = 0;
const LONG = 1;
const DOUBLE = 2;
const DECIMAL = 3;

const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

export function numKind(v: unknown): NumKind | undefined {
  if (typeof v === 'number') return Number.isInteger(v) && v >= INT32_MIN && v <= INT32_MAX ? INT : DOUBLE;
  switch (bsonType(v)) {
    case 'Int32':
      return INT;
    case 'Long':
      return LONG;
    case 'Double':
      return DOUBLE;
    case 'Decimal128':
      return DECIMAL;
    default:
      return undefined;
  }
}

/** Exact decimal coef * 10^exp. */
export interface Dec {
  coef: bigint;
  exp: number;
}

function parseDec(s: string): Dec | undefined {
  const m = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(s);
  if (!m) return undefined;
  const frac = m[3] ?? '';
  const digits = `${m[2] ?? ''}${frac}` || '0';
  return { coef: BigInt(`${m[1] === '-' ? '-' : ''}${digits}`), exp: Number(m[4] ?? 0) - frac.length };
}

/** The exact binary value of a double, rounded to 34 digits (MongoDB's double -> decimal conversion). */
function doubleToDec(x: number): Dec | undefined {
  if (!Number.isFinite(x)) return undefined;
  if (Number.isInteger(x)) return { coef: BigInt(x), exp: 0 };
  // x = m / 2^k exactly; m / 2^k = m * 5^k / 10^k.
  let k = 0;
  let m = x;
  while (!Number.isInteger(m)) {
    m *= 2;
    k++;
  }
  const exact = { coef: BigInt(m) * 5n ** BigInt(k), exp: -k };
  return parseDec(String(decToBson(exact)));
}

export function toDec(v: unknown): Dec | undefined {
  const kind = numKind(v);
  if (kind === undefined) return undefined;
  if (kind === DECIMAL) return parseDec(String(v));
  if (kind === LONG) return { coef: BigInt(String(v)), exp: 0 };
  return doubleToDec(toJsNumber(v));
}

export function decToBson(d: Dec): Decimal128 {
  return Decimal128.fromStringWithRounding(`${d.coef}E${d.exp}`);
}

function toJsNumber(v: unknown): number {
  if (typeof v === 'number') return v;
  const t = bsonType(v);
  if (t === 'Long') return (v as Long).toNumber();
  if (t === 'Double' || t === 'Int32') return (v as { value: number }).value;
  return Number(String(v));
}

const toBig = (v: unknown): bigint => (typeof v === 'number' ? BigInt(v) : BigInt(String(v)));

/** A double result, as a bson Double when integral so it does not turn into an int32 on the wire. */
export const asDouble = (x: number): unknown => (Number.isInteger(x) ? new Double(x) : x);

function intOrLong(r: bigint, kind: NumKind): unknown {
  if (r < INT64_MIN || r > INT64_MAX) return asDouble(Number(r));
  if (kind === INT && r >= BigInt(INT32_MIN) && r <= BigInt(INT32_MAX)) return Number(r);
  return Long.fromBigInt(r);
}

function addDec(a: Dec, b: Dec): Dec {
  const exp = Math.min(a.exp, b.exp);
  const scale = (d: Dec) => d.coef * 10n ** BigInt(d.exp - exp);
  return { coef: scale(a) + scale(b), exp };
}

/** a op b for two numbers of any BSON numeric type. */
export function arith(op: '+' | '-' | '*', a: unknown, b: unknown): unknown {
  const ka = numKind(a) as NumKind;
  const kb = numKind(b) as NumKind;
  const kind = Math.max(ka, kb) as NumKind;
  if (kind === DECIMAL) {
    const x = toDec(a) ?? { coef: 0n, exp: 0 };
    const y = toDec(b) ?? { coef: 0n, exp: 0 };
    if (op === '*') return decToBson({ coef: x.coef * y.coef, exp: x.exp + y.exp });
    return decToBson(addDec(x, op === '-' ? { coef: -y.coef, exp: y.exp } : y));
  }
  if (kind === DOUBLE) {
    const x = toJsNumber(a);
    const y = toJsNumber(b);
    return asDouble(op === '+' ? x + y : op === '-' ? x - y : x * y);
  }
  if (kind === INT && typeof a === 'number' && typeof b === 'number') {
    // Fast path ($sum: 1 over a large group): exact in doubles while within 2^53.
    const r = op === '+' ? a + b : op === '-' ? a - b : a * b;
    if (Number.isSafeInteger(r)) return r >= INT32_MIN && r <= INT32_MAX ? r : Long.fromNumber(r);
  }
  const x = toBig(a);
  const y = toBig(b);
  return intOrLong(op === '+' ? x + y : op === '-' ? x - y : x * y, kind);
}

/** Sum of numbers (non-numbers skipped, as the `$sum` accumulator does); 0 (int) when empty. */
export function sumNumbers(values: Iterable<unknown>): unknown {
  let total: unknown = 0;
  for (const v of values) if (numKind(v) !== undefined) total = arith('+', total, v);
  return total;
}

const typeName = (v: unknown): string => {
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'string') return 'string';
  if (typeof v === 'boolean') return 'bool';
  if (Array.isArray(v)) return 'array';
  if (v instanceof Date) return 'date';
  const t = bsonType(v);
  if (t === 'ObjectId') return 'objectId';
  if (t === 'Binary') return 'binData';
  if (t === 'Timestamp') return 'timestamp';
  return t === undefined ? 'object' : t.toLowerCase();
};

/** `$add`: numbers and at most one date (milliseconds are added to it); null when any operand is. */
export function addValues(args: unknown[]): unknown {
  let total: unknown = 0;
  let date: Date | undefined;
  for (const v of args) {
    if (v === null || v === undefined) return null;
    if (v instanceof Date) {
      if (date) throw new DbError('Location16612', 'only one date allowed in an $add expression');
      date = v;
      continue;
    }
    if (numKind(v) === undefined)
      throw new DbError('TypeMismatch', `$add only supports numeric or date types, not ${typeName(v)}`);
    total = arith('+', total, v);
  }
  return date ? new Date(date.getTime() + Math.round(toJsNumber(total))) : total;
}

export function multiplyValues(args: unknown[]): unknown {
  let product: unknown = 1;
  for (const v of args) {
    if (v === null || v === undefined) return null;
    if (numKind(v) === undefined)
      throw new DbError('TypeMismatch', `$multiply only supports numeric types, not ${typeName(v)}`);
    product = arith('*', product, v);
  }
  return product;
}

export function subtractValues(a: unknown, b: unknown): unknown {
  if (a === null || a === undefined || b === null || b === undefined) return null;
  if (a instanceof Date && b instanceof Date) return Long.fromNumber(a.getTime() - b.getTime());
  if (a instanceof Date && numKind(b) !== undefined) return new Date(a.getTime() - Math.round(toJsNumber(b)));
  if (numKind(a) !== undefined && numKind(b) !== undefined) return arith('-', a, b);
  throw new DbError('TypeMismatch', `can't $subtract ${typeName(b)} from ${typeName(a)}`);
}
