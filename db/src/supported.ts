import { notSupported } from './errors.ts';
import { isPlainObject } from './values.ts';

const UNSUPPORTED_QUERY_OPS: Record<string, string> = {
  $text: '$text',
  $where: '$where',
  $near: '$near (geo queries)',
  $nearSphere: '$nearSphere (geo queries)',
  $geoWithin: '$geoWithin (geo queries)',
  $geoIntersects: '$geoIntersects (geo queries)',
  $within: '$within (geo queries)',
  $function: '$function',
  $accumulator: '$accumulator',
};

/** Rejects operators mingo does not implement like MongoDB (or that would run user JavaScript). */
export function assertSupported(value: unknown): void {
  if (Array.isArray(value)) {
    for (const v of value) assertSupported(v);
    return;
  }
  if (!isPlainObject(value)) return;
  for (const [k, v] of Object.entries(value)) {
    const feature = UNSUPPORTED_QUERY_OPS[k];
    if (feature) throw notSupported(feature);
    assertSupported(v);
  }
}
