/** The path definition startsNull() returns, as mongoose's schema inference reads it. */
interface StartsNull<T> {
  type: unknown;
  default: () => T | null;
  /** Type-only: mongoose's own hint for the inferred type (never present at run time). */
  __typehint: T | null;
}

/**
 * `startsNull<string>(String)`: `{ type: String, default: null }`, a field that starts as null and is
 * in every document (mongoose writes defaults on create; backfill-defaults.ts gives older documents
 * theirs). Mongoose infers `default: null` as optional (`T | null | undefined`), which forced a
 * `?? null` on every read; typed through here it is `T | null`.
 */
export function startsNull<T>(type: unknown): StartsNull<T> {
  return { type, default: null } as unknown as StartsNull<T>;
}
