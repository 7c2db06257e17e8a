import type { z } from 'zod';

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/**
 * A value the schema accepts, plus an undeclared `leak` field on every object. `nulls` picks null for
 * every nullable and leaves optionals out; otherwise every field is present. `variant` picks the
 * union option.
 */
export function sample(schema: unknown, nulls: boolean, variant = 0): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'string': {
      // Quotes, a line separator, a lone surrogate and non-ASCII: what escapes differently; an id-like
      // string for formats; for a pattern neither meets (a two-digit code), the first simple one that fits.
      const tricky = 'a "q" \\ \u2028 \ud800 é';
      const first = (schema as z.ZodString).format ? '0123456789abcdef01234567' : tricky;
      const fits = [first, '42', 'abc'].find((c) => (schema as z.ZodString).safeParse(c).success);
      return fits ?? first;
    }
    case 'number':
      return (schema as z.ZodNumber).isInt ? 7 : 12.345;
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'literal':
      return (def.values as unknown[])[0];
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>).at(-1);
    case 'any':
    case 'unknown':
      return { nested: [1, 'two', null], deep: { x: true } };
    case 'nullable':
      return nulls ? null : sample(def.innerType, nulls, variant);
    case 'optional':
      return nulls ? undefined : sample(def.innerType, nulls, variant);
    case 'readonly':
      return sample(def.innerType, nulls, variant);
    case 'array':
      return [sample(def.element, nulls, variant), sample(def.element, !nulls, variant)];
    case 'record':
      return { one: sample(def.valueType, nulls, variant), two: sample(def.valueType, !nulls, variant) };
    case 'union': {
      const options = def.options as unknown[];
      return sample(options[variant % options.length], nulls, variant);
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(def.shape as Record<string, unknown>)) {
        out[key] = sample(child, nulls, variant);
      }
      // An undeclared field (think password hash) must never reach the wire.
      out.leak = 'secret-hash';
      return out;
    }
    default:
      throw new Error(`no sample for ${def.type}`);
  }
}
