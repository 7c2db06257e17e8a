import type { Document } from 'bson';
import { evalExpr } from 'mingo/core';
import { DbError } from './errors.ts';
import { BSON_CONTEXT } from './mingo-ops.ts';
import { isPlainObject } from './values.ts';

/** Variables every expression may read without a `let` (MongoDB's system variables). */
const BUILTINS = new Set([
  'ROOT',
  'CURRENT',
  'REMOVE',
  'NOW',
  'CLUSTER_TIME',
  'DESCEND',
  'PRUNE',
  'KEEP',
  'USER_ROLES',
]);

/** User variable names: a lowercase (or non-ASCII) letter, then letters, digits and `_`. */
function validateName(name: string): void {
  if (name === '') throw new DbError('Location16866', 'empty variable names are not allowed');
  if (!/^[a-z\u0080-\uffff]/.test(name))
    throw new DbError('Location16867', `'${name}' starts with an invalid character for a user variable name`);
  const bad = /[^a-zA-Z0-9_\u0080-\uffff]/.exec(name.slice(1));
  if (bad)
    throw new DbError(
      'Location16868',
      `'${name}' contains an invalid character for a variable name: '${bad[0]}'`,
    );
}

/** True when an expression reads a document field (`'$a'`), which a command-level `let` may not. */
function readsField(expr: unknown): boolean {
  if (typeof expr === 'string') return expr.startsWith('$') && !expr.startsWith('$$');
  if (Array.isArray(expr)) return expr.some(readsField);
  if (!isPlainObject(expr)) return false;
  return Object.entries(expr).some(([k, v]) => k !== '$literal' && readsField(v));
}

/**
 * Evaluates a command's `let` document once, before any document is read (as MongoDB does): each
 * value is an expression over constants and system variables. Returns the variables by name.
 */
export function evalLet(raw: unknown, clusterTime?: unknown): Document | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (!isPlainObject(raw))
    throw new DbError('TypeMismatch', "BSON field 'let' is the wrong type, expected object");
  const out: Document = {};
  for (const [name, expr] of Object.entries(raw)) {
    validateName(name);
    if (readsField(expr))
      throw new DbError(
        'Location4890500',
        'Command let Expression tried to access a field, but this is not allowed because command let expressions run before the query examines any documents.',
      );
    checkVariables(expr, Object.keys(out));
    out[name] = wrapMingo(() =>
      evalExpr({}, expr, {
        context: BSON_CONTEXT,
        variables: { ...out, CLUSTER_TIME: clusterTime },
      } as never),
    );
  }
  return out;
}

/** Names bound inside an expression by `$let`, `$map`/`$filter` (`as`, default `this`), `$reduce`. */
function collectBound(expr: unknown, into: Set<string>): void {
  if (Array.isArray(expr)) {
    for (const x of expr) collectBound(x, into);
    return;
  }
  if (!isPlainObject(expr)) return;
  for (const [k, v] of Object.entries(expr)) {
    if (k === '$let' && isPlainObject(v) && isPlainObject(v.vars))
      for (const name of Object.keys(v.vars)) into.add(name);
    if ((k === '$map' || k === '$filter') && isPlainObject(v))
      into.add(typeof v.as === 'string' ? v.as : 'this');
    if (k === '$reduce') {
      into.add('this');
      into.add('value');
    }
    if (k === '$lookup' && isPlainObject(v) && isPlainObject(v.let))
      for (const name of Object.keys(v.let)) into.add(name);
    collectBound(v, into);
  }
}

function* varRefs(expr: unknown): Generator<string> {
  if (typeof expr === 'string') {
    if (expr.startsWith('$$')) yield expr.slice(2).split('.')[0] as string;
    return;
  }
  if (Array.isArray(expr)) {
    for (const x of expr) yield* varRefs(x);
    return;
  }
  if (!isPlainObject(expr)) return;
  for (const [k, v] of Object.entries(expr)) if (k !== '$literal') yield* varRefs(v);
}

/**
 * MongoDB resolves variable names when it parses a command, so a `$$name` that nothing defines fails
 * even when no document is examined. mingo only notices while evaluating, hence this walk.
 */
export function checkVariables(expr: unknown, defined: Iterable<string> = []): void {
  const known = new Set(defined);
  collectBound(expr, known);
  for (const name of varRefs(expr)) {
    if (!known.has(name) && !BUILTINS.has(name))
      throw new DbError('Location17276', `Use of undefined variable: ${name}`);
  }
}

/** `$$` references inside a filter's `$expr` (elsewhere in a filter `'$$x'` is just a string). */
export function checkFilterVariables(filter: unknown, defined: Iterable<string> = []): void {
  if (!isPlainObject(filter)) return;
  const names = [...defined];
  for (const [k, v] of Object.entries(filter)) {
    if (k === '$expr') checkVariables(v, names);
    else if ((k === '$and' || k === '$or' || k === '$nor') && Array.isArray(v))
      for (const sub of v) checkFilterVariables(sub, names);
  }
}

/** `$$` references of an aggregation (or update) pipeline, stage by stage. */
export function checkPipelineVariables(pipeline: unknown, defined: Iterable<string> = []): void {
  if (!Array.isArray(pipeline)) return;
  const names = [...defined];
  for (const stage of pipeline) {
    if (!isPlainObject(stage)) continue;
    const [name, spec] = Object.entries(stage)[0] ?? [];
    if (name === '$match') checkFilterVariables(spec, names);
    else if (name === '$facet' && isPlainObject(spec))
      for (const sub of Object.values(spec)) checkPipelineVariables(sub, names);
    else if (name === '$lookup' && isPlainObject(spec)) {
      if (spec.let !== undefined) checkVariables(spec.let, names);
      const inner = isPlainObject(spec.let) ? [...names, ...Object.keys(spec.let)] : names;
      checkPipelineVariables(spec.pipeline, inner);
    } else if (name === '$merge' && isPlainObject(spec)) {
      // A whenMatched pipeline sees $$new (the incoming document) and the stage's own let.
      if (spec.let !== undefined) checkVariables(spec.let, names);
      const inner = [...names, 'new', ...(isPlainObject(spec.let) ? Object.keys(spec.let) : [])];
      if (Array.isArray(spec.whenMatched)) checkPipelineVariables(spec.whenMatched, inner);
    } else checkVariables(stage, names);
  }
}

/** Runs mingo code, turning its errors into MongoDB's (undefined variables keep their code). */
export function wrapMingo<T>(fn: () => T, fallback: 'BadValue' | 'TypeMismatch' = 'BadValue'): T {
  try {
    return fn();
  } catch (e) {
    throw toDbError(e, fallback);
  }
}

export function toDbError(e: unknown, fallback: 'BadValue' | 'TypeMismatch' = 'BadValue'): DbError {
  if (e instanceof DbError) return e;
  const msg = (e as Error)?.message ?? String(e);
  const undef = /^Use of undefined variable: (.*)$/.exec(msg);
  if (undef) return new DbError('Location17276', msg);
  return new DbError(fallback, msg);
}
