type Snapshot = Record<string, unknown> | null;

export const EMPTY = '—';

const show = (v: unknown): string =>
  v === null || v === undefined || v === '' ? EMPTY : typeof v === 'object' ? JSON.stringify(v) : String(v);

/**
 * What an action changed: the differing fields of an edit (before → after); the filled fields of a
 * create (after only) or a delete (before only).
 */
export function changes(before: Snapshot, after: Snapshot): Array<[string, string | null, string | null]> {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const rows: Array<[string, string | null, string | null]> = [];
  for (const key of keys) {
    const was = before ? show(before[key]) : null;
    const now = after ? show(after[key]) : null;
    if (was !== null && now !== null && was === now) continue;
    if ((was ?? EMPTY) === EMPTY && (now ?? EMPTY) === EMPTY) continue;
    rows.push([key, was, now]);
  }
  return rows;
}
