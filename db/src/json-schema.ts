import type { Document } from 'bson';
import { typeAlias } from './bson-type.ts';
import { DbError } from './errors.ts';
import { compareBson, isPlainObject, typeRank } from './values.ts';

/**
 * MongoDB's `$jsonSchema`: JSON Schema draft 4 plus `bsonType`, without `$ref`, `format`, `default`,
 * `definitions`, `id`, `$schema` and the `integer` type. Keywords only constrain values of their own
 * type (`minimum` ignores strings...). Failures come back as MongoDB's `schemaRulesNotSatisfied`
 * entries (the `errInfo.details` of a DocumentValidationFailure).
 */

const BSON_TYPES = new Set([
  'double',
  'string',
  'object',
  'array',
  'binData',
  'undefined',
  'objectId',
  'bool',
  'date',
  'null',
  'regex',
  'dbPointer',
  'javascript',
  'symbol',
  'javascriptWithScope',
  'int',
  'timestamp',
  'long',
  'decimal',
  'minKey',
  'maxKey',
  'number',
]);
const JSON_TYPES = new Set(['object', 'array', 'number', 'boolean', 'string', 'null']);
const UNSUPPORTED = new Set(['$ref', '$schema', 'default', 'definitions', 'format', 'id']);
const KEYWORDS = new Set([
  'bsonType',
  'type',
  'required',
  'properties',
  'additionalProperties',
  'patternProperties',
  'minProperties',
  'maxProperties',
  'enum',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'pattern',
  'items',
  'additionalItems',
  'minItems',
  'maxItems',
  'uniqueItems',
  'allOf',
  'anyOf',
  'oneOf',
  'not',
  'dependencies',
  'title',
  'description',
]);

const parseError = (msg: string) => new DbError('FailedToParse', msg);

/** Rejects what MongoDB rejects when the schema is compiled (create, collMod, find). */
export function checkSchema(schema: unknown): void {
  if (!isPlainObject(schema)) throw new DbError('TypeMismatch', '$jsonSchema must be an object');
  for (const [k, v] of Object.entries(schema)) {
    if (UNSUPPORTED.has(k)) throw parseError(`$jsonSchema keyword '${k}' is not currently supported`);
    if (!KEYWORDS.has(k)) throw parseError(`Unknown $jsonSchema keyword: ${k}`);
    if (k === 'type' || k === 'bsonType') {
      const known = k === 'type' ? JSON_TYPES : BSON_TYPES;
      for (const t of Array.isArray(v) ? v : [v]) {
        if (t === 'integer' && k === 'type')
          throw parseError("$jsonSchema type 'integer' is not currently supported.");
        if (typeof t !== 'string' || !known.has(t))
          throw new DbError('BadValue', `Unknown type name alias: ${String(t)}`);
      }
    }
    if (k === 'properties' || k === 'patternProperties') {
      if (!isPlainObject(v))
        throw new DbError('TypeMismatch', `$jsonSchema keyword '${k}' must be an object`);
      for (const sub of Object.values(v)) checkSchema(sub);
    }
    if (k === 'not' || (k === 'additionalProperties' && typeof v !== 'boolean')) checkSchema(v);
    if (k === 'additionalItems' && typeof v !== 'boolean') checkSchema(v);
    if (k === 'items') for (const sub of Array.isArray(v) ? v : [v]) checkSchema(sub);
    if (k === 'allOf' || k === 'anyOf' || k === 'oneOf') {
      if (!Array.isArray(v) || v.length === 0)
        throw new DbError('BadValue', `$jsonSchema keyword '${k}' must be a non-empty array`);
      for (const sub of v) checkSchema(sub);
    }
    if (k === 'required' && (!Array.isArray(v) || v.some((x) => typeof x !== 'string')))
      throw new DbError('TypeMismatch', "$jsonSchema keyword 'required' must be an array of strings");
    if (k === 'enum' && (!Array.isArray(v) || v.length === 0))
      throw new DbError('BadValue', "$jsonSchema keyword 'enum' must be a non-empty array");
  }
  if ('type' in schema && 'bsonType' in schema)
    throw parseError("Cannot specify both $jsonSchema keywords 'type' and 'bsonType'");
}

function jsonTypeOf(v: unknown): string | undefined {
  const a = typeAlias(v);
  if (a === 'int' || a === 'long' || a === 'double' || a === 'decimal') return 'number';
  if (a === 'bool') return 'boolean';
  return a;
}

function typeMatches(v: unknown, wanted: unknown, json: boolean): boolean {
  const alias = json ? jsonTypeOf(v) : typeAlias(v);
  return (Array.isArray(wanted) ? wanted : [wanted]).some(
    (t) => t === alias || (!json && t === 'number' && typeRank(v) === 3),
  );
}

const same = (a: unknown, b: unknown) => typeRank(a) === typeRank(b) && compareBson(a, b) === 0;
const isNumber = (v: unknown) => typeRank(v) === 3;
const rule = (name: string, spec: unknown, extra: Document): Document => ({
  operatorName: name,
  specifiedAs: { [name]: spec },
  ...extra,
});

/** The rules of `schema` that `value` breaks (empty when it satisfies the schema). */
export function schemaFailures(schema: Document, value: unknown): Document[] {
  const out: Document[] = [];
  for (const key of ['type', 'bsonType'] as const) {
    if (schema[key] !== undefined && !typeMatches(value, schema[key], key === 'type'))
      out.push(
        rule(key, schema[key], {
          reason: 'type did not match',
          consideredValue: value,
          consideredType: typeAlias(value) ?? 'missing',
        }),
      );
  }
  if (isPlainObject(value) && typeAlias(value) === 'object') objectRules(schema, value, out);
  if (isNumber(value)) numberRules(schema, value, out);
  if (typeof value === 'string') stringRules(schema, value, out);
  if (Array.isArray(value)) arrayRules(schema, value, out);
  if (Array.isArray(schema.enum) && !schema.enum.some((e) => same(e, value)))
    out.push(rule('enum', schema.enum, { reason: 'value was not found in enum', consideredValue: value }));
  combinatorRules(schema, value, out);
  return out;
}

function objectRules(schema: Document, obj: Document, out: Document[]): void {
  const keys = Object.keys(obj);
  if (Array.isArray(schema.required)) {
    const missing = (schema.required as string[]).filter((k) => obj[k] === undefined);
    if (missing.length > 0) out.push(rule('required', schema.required, { missingProperties: missing }));
  }
  const props = isPlainObject(schema.properties) ? schema.properties : {};
  const failing: Document[] = [];
  for (const [name, sub] of Object.entries(props)) {
    if (obj[name] === undefined) continue;
    const details = schemaFailures(sub as Document, obj[name]);
    if (details.length > 0) failing.push({ propertyName: name, details });
  }
  if (failing.length > 0) out.push({ operatorName: 'properties', propertiesNotSatisfied: failing });
  const patterns = isPlainObject(schema.patternProperties)
    ? Object.entries(schema.patternProperties).map(([re, sub]) => [new RegExp(re, 'u'), sub] as const)
    : [];
  const patternFailing: Document[] = [];
  for (const k of keys)
    for (const [re, sub] of patterns) {
      if (!re.test(k)) continue;
      const details = schemaFailures(sub as Document, obj[k]);
      if (details.length > 0) patternFailing.push({ propertyName: k, regexMatched: re.source, details });
    }
  if (patternFailing.length > 0) out.push({ operatorName: 'patternProperties', details: patternFailing });
  const ap = schema.additionalProperties;
  if (ap !== undefined && ap !== true) {
    const extra = keys.filter((k) => !(k in props) && !patterns.some(([re]) => re.test(k)));
    if (ap === false && extra.length > 0)
      out.push(rule('additionalProperties', false, { additionalProperties: extra }));
    else if (isPlainObject(ap))
      for (const k of extra) {
        const details = schemaFailures(ap, obj[k]);
        if (details.length === 0) continue;
        out.push({
          operatorName: 'additionalProperties',
          reason: 'at least one additional property did not match the subschema',
          failingProperty: k,
          details,
        });
        break;
      }
  }
  for (const [key, test] of [
    ['minProperties', (n: number) => keys.length >= n],
    ['maxProperties', (n: number) => keys.length <= n],
  ] as const) {
    if (schema[key] !== undefined && !test(Number(schema[key])))
      out.push(
        rule(key, schema[key], {
          reason: 'specified number of properties was not satisfied',
          numberOfProperties: keys.length,
        }),
      );
  }
  if (isPlainObject(schema.dependencies)) {
    const failingDeps: Document[] = [];
    for (const [cond, dep] of Object.entries(schema.dependencies)) {
      if (obj[cond] === undefined) continue;
      if (Array.isArray(dep)) {
        const missing = (dep as string[]).filter((k) => obj[k] === undefined);
        if (missing.length > 0) failingDeps.push({ conditionalProperty: cond, missingProperties: missing });
      } else if (isPlainObject(dep)) {
        const details = schemaFailures(dep, obj);
        if (details.length > 0) failingDeps.push({ conditionalProperty: cond, details });
      }
    }
    if (failingDeps.length > 0) out.push({ operatorName: 'dependencies', failingDependencies: failingDeps });
  }
}

function numberRules(schema: Document, n: unknown, out: Document[]): void {
  if (schema.minimum !== undefined) {
    const c = compareBson(n, schema.minimum);
    if (c < 0 || (c === 0 && schema.exclusiveMinimum === true))
      out.push(rule('minimum', schema.minimum, { reason: 'comparison failed', consideredValue: n }));
  }
  if (schema.maximum !== undefined) {
    const c = compareBson(n, schema.maximum);
    if (c > 0 || (c === 0 && schema.exclusiveMaximum === true))
      out.push(rule('maximum', schema.maximum, { reason: 'comparison failed', consideredValue: n }));
  }
  if (schema.multipleOf !== undefined) {
    const q = Number(n) / Number(schema.multipleOf);
    if (!Number.isInteger(q))
      out.push(
        rule('multipleOf', schema.multipleOf, {
          reason: 'considered value is not a multiple of the specified value',
          consideredValue: n,
        }),
      );
  }
}

function stringRules(schema: Document, s: string, out: Document[]): void {
  const len = [...s].length;
  if (schema.minLength !== undefined && len < Number(schema.minLength))
    out.push(
      rule('minLength', schema.minLength, {
        reason: 'specified string length was not satisfied',
        consideredValue: s,
      }),
    );
  if (schema.maxLength !== undefined && len > Number(schema.maxLength))
    out.push(
      rule('maxLength', schema.maxLength, {
        reason: 'specified string length was not satisfied',
        consideredValue: s,
      }),
    );
  if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(s))
    out.push(
      rule('pattern', schema.pattern, { reason: 'regular expression did not match', consideredValue: s }),
    );
}

function arrayRules(schema: Document, arr: unknown[], out: Document[]): void {
  if (schema.minItems !== undefined && arr.length < Number(schema.minItems))
    out.push(
      rule('minItems', schema.minItems, {
        reason: 'array did not match specified length',
        consideredValue: arr,
      }),
    );
  if (schema.maxItems !== undefined && arr.length > Number(schema.maxItems))
    out.push(
      rule('maxItems', schema.maxItems, {
        reason: 'array did not match specified length',
        consideredValue: arr,
      }),
    );
  if (schema.uniqueItems === true) {
    const dup = arr.find((x, i) => arr.findIndex((y) => same(x, y)) !== i);
    if (dup !== undefined)
      out.push(rule('uniqueItems', true, { reason: 'found a duplicate item', duplicatedValue: dup }));
  }
  if (isPlainObject(schema.items)) {
    for (let i = 0; i < arr.length; i++) {
      const details = schemaFailures(schema.items, arr[i]);
      if (details.length === 0) continue;
      out.push({
        operatorName: 'items',
        reason: 'At least one item did not match the sub-schema',
        itemIndex: i,
        details,
      });
      break;
    }
  } else if (Array.isArray(schema.items)) {
    const tuple = schema.items as Document[];
    for (let i = 0; i < Math.min(tuple.length, arr.length); i++) {
      const details = schemaFailures(tuple[i] as Document, arr[i]);
      if (details.length > 0) {
        out.push({ operatorName: 'items', details: [{ index: i, details }] });
        break;
      }
    }
    const ai = schema.additionalItems;
    if (ai === false && arr.length > tuple.length)
      out.push(
        rule('additionalItems', false, {
          reason: 'found additional items',
          additionalItems: arr.slice(tuple.length),
        }),
      );
    else if (isPlainObject(ai))
      for (let i = tuple.length; i < arr.length; i++) {
        const details = schemaFailures(ai, arr[i]);
        if (details.length > 0) {
          out.push({
            operatorName: 'additionalItems',
            reason: 'At least one item did not match the sub-schema',
            itemIndex: i,
            details,
          });
          break;
        }
      }
  }
}

function combinatorRules(schema: Document, value: unknown, out: Document[]): void {
  const results = (subs: unknown) =>
    (subs as Document[]).map((s, index) => ({ index, details: schemaFailures(s, value) }));
  if (Array.isArray(schema.allOf)) {
    const failed = results(schema.allOf).filter((r) => r.details.length > 0);
    if (failed.length > 0) out.push({ operatorName: 'allOf', schemasNotSatisfied: failed });
  }
  if (Array.isArray(schema.anyOf)) {
    const all = results(schema.anyOf);
    if (all.every((r) => r.details.length > 0)) out.push({ operatorName: 'anyOf', schemasNotSatisfied: all });
  }
  if (Array.isArray(schema.oneOf)) {
    const all = results(schema.oneOf);
    const ok = all.filter((r) => r.details.length === 0);
    if (ok.length === 0) out.push({ operatorName: 'oneOf', schemasNotSatisfied: all });
    else if (ok.length > 1)
      out.push({
        operatorName: 'oneOf',
        reason: 'more than one subschema matched',
        matchingSchemaIndexes: ok.map((r) => r.index),
      });
  }
  if (isPlainObject(schema.not) && schemaFailures(schema.not, value).length === 0)
    out.push({ operatorName: 'not', reason: 'child expression matched' });
}

/** mingo's `jsonSchemaValidator` option: compiles (and checks) a schema once, then tests documents. */
export function jsonSchemaValidator(schema: unknown): (doc: unknown) => boolean {
  checkSchema(schema);
  return (doc) => schemaFailures(schema as Document, doc).length === 0;
}
