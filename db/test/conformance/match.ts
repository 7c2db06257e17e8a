import { EJSON } from 'bson';

// The driver may bundle its own copy of bson, so types are told by _bsontype, not instanceof.
const bsonType = (v: unknown) => (isObject(v) ? (v as { _bsontype?: string })._bsontype : undefined);

/**
 * Compares a scenario's expected value with what the driver returned (see README.md, "Matching").
 * Returns null when it matches, else the path and reason of the first difference.
 */
export function mismatch(expected: unknown, actual: unknown, exact: boolean, at = '$'): string | null {
  if (isObject(expected)) {
    const ops = Object.keys(expected);
    if (ops.length === 1 && ops[0]?.startsWith('$$'))
      return special(ops[0], expected[ops[0]], actual, exact, at);
  }
  if (typeof expected === 'number' || isBsonNumber(expected)) {
    const a = numeric(actual);
    return a !== null && a === numeric(expected)
      ? null
      : `${at}: expected ${show(expected)}, got ${show(actual)}`;
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return `${at}: expected an array, got ${show(actual)}`;
    if (actual.length !== expected.length)
      return `${at}: expected ${expected.length} elements, got ${actual.length}: ${show(actual)}`;
    for (let i = 0; i < expected.length; i++) {
      const m = mismatch(expected[i], actual[i], exact, `${at}[${i}]`);
      if (m) return m;
    }
    return null;
  }
  if (isObject(expected) && !bsonType(expected) && !(expected instanceof Date)) {
    if (!isObject(actual)) return `${at}: expected a document, got ${show(actual)}`;
    for (const [k, v] of Object.entries(expected)) {
      if (isObject(v) && '$$exists' in v) {
        if ((k in actual && actual[k] !== undefined) !== v.$$exists)
          return `${at}.${k}: $$exists ${v.$$exists}`;
        continue;
      }
      if (!(k in actual)) return `${at}.${k}: missing in ${show(actual)}`;
      const m = mismatch(v, actual[k], exact, `${at}.${k}`);
      if (m) return m;
    }
    if (exact) {
      const extra = Object.keys(actual).filter((k) => !(k in expected));
      if (extra.length > 0) return `${at}: unexpected field(s) ${extra.join(', ')} in ${show(actual)}`;
    }
    return null;
  }
  return show(expected) === show(actual) ? null : `${at}: expected ${show(expected)}, got ${show(actual)}`;
}

function special(op: string, arg: unknown, actual: unknown, exact: boolean, at: string): string | null {
  switch (op) {
    case '$$unordered': {
      // Same elements in any order (distinct, $addToSet, $group output...).
      if (!Array.isArray(arg) || !Array.isArray(actual) || arg.length !== actual.length)
        return `${at}: expected ${show(arg)} in any order, got ${show(actual)}`;
      const left = [...actual];
      for (const e of arg) {
        const i = left.findIndex((a) => mismatch(e, a, exact) === null);
        if (i < 0) return `${at}: no element matches ${show(e)} in ${show(actual)}`;
        left.splice(i, 1);
      }
      return null;
    }
    case '$$type': {
      const b = bsonType(actual);
      const t = b
        ? b.charAt(0).toLowerCase() + b.slice(1).replace('ID', 'Id')
        : actual instanceof Date
          ? 'date'
          : Array.isArray(actual)
            ? 'array'
            : actual === null
              ? 'null'
              : typeof actual;
      return t === arg ? null : `${at}: expected type ${String(arg)}, got ${t} (${show(actual)})`;
    }
    case '$$gt':
      return (numeric(actual) ?? Number.NaN) > Number(arg)
        ? null
        : `${at}: expected > ${String(arg)}, got ${show(actual)}`;
    case '$$any':
      return null;
    default:
      return `${at}: unknown matcher ${op}`;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isBsonNumber = (v: unknown) => ['Int32', 'Double', 'Decimal128', 'Long'].includes(String(bsonType(v)));
function numeric(v: unknown): number | null {
  if (typeof v === 'number') return v;
  if (bsonType(v) === 'Long') return Number(String(v));
  if (isBsonNumber(v)) return Number(String(v));
  return null;
}
export const show = (v: unknown) => {
  try {
    return EJSON.stringify(v as never, { relaxed: true });
  } catch {
    return String(v);
  }
};
