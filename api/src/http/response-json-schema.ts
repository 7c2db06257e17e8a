import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * The zod kinds whose JSON Schema (zod's `toJSONSchema`, output side) fast-json-stringify writes exactly
 * as zod's encode + JSON.stringify would. Anything else (transforms, pipes and codecs, defaults, catch,
 * lazy, bigint, map, set, tuples, intersections, ...) keeps the zod path: its wire form is not what its
 * output JSON Schema describes, or fast-json-stringify would guess.
 */
const FAITHFUL = new Set([
  'string',
  'number',
  'boolean',
  'null',
  'literal',
  'enum',
  'object',
  'array',
  'nullable',
  'optional',
  'readonly',
  'union',
  'record',
  'any',
  'unknown',
  // JSON.stringify and fast-json-stringify's date-time both write toISOString().
  'date',
]);

type ZodDef = { type: string } & Record<string, unknown>;
const defOf = (schema: unknown): ZodDef => (schema as { _zod: { def: ZodDef } })._zod.def;

/** Why the schema cannot be compiled faithfully ("transform at user.createdAt"), or null. */
export function unfaithfulPart(schema: z.ZodType): string | null {
  const seen = new Set<unknown>();
  const visit = (node: unknown, path: string): string | null => {
    if (seen.has(node)) return null;
    seen.add(node);
    const def = defOf(node);
    const where = path || '(root)';
    if (!FAITHFUL.has(def.type)) return `${def.type} at ${where}`;
    const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
    const children: Array<[unknown, string]> = [];
    if (
      def.type === 'literal' &&
      (def.values as unknown[]).some((v) => v === undefined || typeof v === 'bigint')
    ) {
      return `literal ${String((def.values as unknown[])[0])} at ${where}`;
    }
    if (def.type === 'object') {
      for (const [key, child] of Object.entries(def.shape as Record<string, unknown>))
        children.push([child, at(key)]);
      if (def.catchall) children.push([def.catchall, at('*')]);
    }
    if (def.type === 'array') children.push([def.element, at('[]')]);
    if (def.type === 'nullable' || def.type === 'optional' || def.type === 'readonly') {
      children.push([def.innerType, path]);
    }
    if (def.type === 'union') {
      (def.options as unknown[]).forEach((option, i) => {
        children.push([option, `${path}|${i}`]);
      });
    }
    if (def.type === 'record') children.push([def.keyType, at('(key)')], [def.valueType, at('*')]);
    for (const [child, childPath] of children) {
      const reason = visit(child, childPath);
      if (reason) return reason;
    }
    return null;
  };
  return visit(schema, '');
}

/**
 * The JSON Schema fast-json-stringify compiles for a zod response schema, or why there is none.
 * Draft 7 is fast-json-stringify's dialect. Two rewrites keep it fast and exact: `X | null` becomes
 * `nullable: true` (fast-json-stringify's own keyword) instead of an `anyOf` it would decide with a
 * validator on every call, and `additionalProperties: false` is dropped: fast-json-stringify writes only
 * declared properties anyway, and in a union branch the keyword would reject an object zod accepts
 * (zod strips the unknown keys; the validator would refuse the branch).
 */
export function toJsonSchema(
  schema: z.ZodType,
): { ok: true; schema: JsonSchema } | { ok: false; reason: string } {
  const reason = unfaithfulPart(schema);
  if (reason) return { ok: false, reason };
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema, {
      target: 'draft-07',
      io: 'output',
      reused: 'inline',
      unrepresentable: 'any',
      override: (ctx) => {
        if (defOf(ctx.zodSchema).type === 'date')
          Object.assign(ctx.jsonSchema, { type: 'string', format: 'date-time' });
      },
    }) as JsonSchema;
  } catch (err) {
    return { ok: false, reason: (err as Error).message };
  }
  const { $schema: _dialect, ...root } = json;
  return { ok: true, schema: rewrite(root) };
}

const isNull = (s: unknown) => typeof s === 'object' && s !== null && (s as JsonSchema).type === 'null';
const COMBINED = ['anyOf', 'oneOf', 'allOf', '$ref'];

function rewrite(node: JsonSchema): JsonSchema {
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'additionalProperties' && value === false) continue;
    if (key === 'properties') {
      out[key] = Object.fromEntries(
        Object.entries(value as Record<string, JsonSchema>).map(([k, v]) => [k, rewrite(v)]),
      );
    } else if ((key === 'anyOf' || key === 'oneOf' || key === 'allOf') && Array.isArray(value)) {
      out[key] = value.map((v) => rewrite(v as JsonSchema));
    } else if (
      (key === 'items' || key === 'additionalProperties') &&
      typeof value === 'object' &&
      value !== null
    ) {
      out[key] = Array.isArray(value)
        ? value.map((v) => rewrite(v as JsonSchema))
        : rewrite(value as JsonSchema);
    } else {
      out[key] = value;
    }
  }
  const branches = out.anyOf ?? out.oneOf;
  if (Array.isArray(branches) && branches.length === 2 && branches.some(isNull)) {
    const other = branches.find((b) => !isNull(b)) as JsonSchema | undefined;
    if (other && !COMBINED.some((k) => k in other)) {
      const { anyOf: _a, oneOf: _o, ...siblings } = out;
      return { ...siblings, ...other, nullable: true };
    }
  }
  return out;
}
