import type { Document } from 'bson';
import { DbError } from './errors.ts';
import { isPlainObject, toNumber } from './values.ts';

/**
 * Collations: `{locale: 'simple'}` (binary comparison, the default) and `{locale: 'en'}` with strength
 * 1 (base letters only: a = A = á), 2 (accents matter, case does not: a = A, a != á) or 3 (the ICU
 * default, case matters). Strings are compared with Intl.Collator, which is ICU as in MongoDB. Any
 * other locale or a non-default option (caseFirst, numericOrdering, alternate...) is refused rather
 * than ignored, since ignoring it would silently change which documents match.
 */
export interface Collation {
  /** The full spec as MongoDB reports it (listIndexes, listCollections). */
  spec: Document;
  /** Identity: a query uses an index only when their collations are the same. */
  key: string;
  compare: (a: string, b: string) => number;
}

const LOCALES = new Set(['en', 'en_US']);
const SENSITIVITY = { 1: 'base', 2: 'accent', 3: 'variant' } as const;
/** Options MongoDB accepts, with their defaults for `en`; only the defaults are supported here. */
const DEFAULTS: Document = {
  caseLevel: false,
  caseFirst: 'off',
  numericOrdering: false,
  alternate: 'non-ignorable',
  maxVariable: 'punct',
  normalization: false,
  backwards: false,
};

const cache = new Map<string, Collation>();

const unsupported = (what: string) =>
  new DbError(
    'BadValue',
    `embedded database: collation ${what} is not supported (only locale 'simple', or 'en' with strength 1, 2 or 3 and default options)`,
  );

/** Parses a `collation` document; null means the simple (binary) collation. */
export function parseCollation(raw: unknown): Collation | null {
  if (raw === undefined || raw === null) return null;
  if (!isPlainObject(raw))
    throw new DbError('TypeMismatch', "BSON field 'collation' is the wrong type, expected type 'object'");
  const locale = raw.locale;
  if (typeof locale !== 'string')
    throw new DbError('FailedToParse', "BSON field 'locale' is missing but a required field");
  if (locale === 'simple') {
    const extra = Object.keys(raw).filter((k) => k !== 'locale' && k !== 'version');
    if (extra.length > 0)
      throw new DbError('BadValue', `Field '${extra[0]}' is invalid with locale 'simple'`);
    return null;
  }
  if (!LOCALES.has(locale)) throw unsupported(`locale '${locale}'`);
  const strength = raw.strength === undefined ? 3 : toNumber(raw.strength);
  if (strength !== 1 && strength !== 2 && strength !== 3)
    throw unsupported(`strength ${String(raw.strength)}`);
  for (const [k, v] of Object.entries(raw)) {
    if (k === 'locale' || k === 'strength' || k === 'version') continue;
    if (!(k in DEFAULTS))
      throw new DbError('FailedToParse', `BSON field 'collation.${k}' is an unknown field.`);
    if (v !== DEFAULTS[k]) throw unsupported(`option ${k}: ${JSON.stringify(v)}`);
  }
  const key = `${locale}/${strength}`;
  let c = cache.get(key);
  if (!c) {
    const collator = new Intl.Collator('en-US', { sensitivity: SENSITIVITY[strength], usage: 'sort' });
    c = {
      spec: { locale, ...DEFAULTS, strength, version: '57.1' },
      key,
      compare: collator.compare,
    };
    // Keep the field order MongoDB reports: locale, caseLevel, caseFirst, strength, ...
    const { caseLevel, caseFirst, ...rest } = DEFAULTS;
    c.spec = { locale, caseLevel, caseFirst, strength, ...rest, version: '57.1' };
    cache.set(key, c);
  }
  return c;
}

/** The collation a command runs with: its own, else the collection's default (simple if none). */
export function commandCollation(
  raw: unknown,
  collectionDefault: Collation | null | undefined,
): Collation | null {
  return raw === undefined ? (collectionDefault ?? null) : parseCollation(raw);
}

export const sameCollation = (a: Collation | null | undefined, b: Collation | null | undefined): boolean =>
  (a?.key ?? null) === (b?.key ?? null);

/** True when a value compares the same under every collation (no strings inside). */
export function collationNeutral(v: unknown): boolean {
  if (typeof v === 'string') return false;
  if (Array.isArray(v)) return v.every(collationNeutral);
  if (isPlainObject(v)) return Object.values(v).every(collationNeutral);
  const t = (v as { _bsontype?: string } | null)?._bsontype;
  return t !== 'BSONSymbol';
}
