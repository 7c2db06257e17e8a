import type { Document } from 'bson';
import { typeAlias } from './bson-type.ts';
import { DbError } from './errors.ts';
import { schemaFailures } from './json-schema.ts';
import { newQuery, type Query } from './mingo-ops.ts';
import { assertSupported } from './supported.ts';
import { isPlainObject } from './values.ts';

/**
 * Collection validators as in MongoDB 7: a query filter (with `$jsonSchema`, `$expr`...), a
 * `validationLevel` (strict: every insert and update; moderate: updates only of documents that were
 * valid; off) and a `validationAction` (error: DocumentValidationFailure 121 with `errInfo`; warn:
 * the write succeeds). `bypassDocumentValidation` skips it per command.
 */

const LEVELS = new Set(['off', 'strict', 'moderate']);
const ACTIONS = new Set(['error', 'warn']);

/** The validation options of a create/collMod command, checked; only the keys the command names. */
export function validationOptions(cmd: Document): Document {
  const out: Document = {};
  if (cmd.validator !== undefined) {
    if (!isPlainObject(cmd.validator))
      throw new DbError('TypeMismatch', "BSON field 'validator' is the wrong type, expected type 'object'");
    assertSupported(cmd.validator);
    try {
      newQuery(cmd.validator);
    } catch (e) {
      if (e instanceof DbError) throw e;
      throw new DbError('BadValue', (e as Error).message);
    }
    out.validator = cmd.validator;
  }
  if (cmd.validationLevel !== undefined) {
    if (!LEVELS.has(cmd.validationLevel as string))
      throw new DbError(
        'BadValue',
        `Enumeration value '${String(cmd.validationLevel)}' for field 'validationLevel' is not a valid value.`,
      );
    out.validationLevel = cmd.validationLevel;
  }
  if (cmd.validationAction !== undefined) {
    if (!ACTIONS.has(cmd.validationAction as string))
      throw new DbError(
        'BadValue',
        `Enumeration value '${String(cmd.validationAction)}' for field 'validationAction' is not a valid value.`,
      );
    out.validationAction = cmd.validationAction;
  }
  return out;
}

export class Validation {
  private readonly query: Query;

  constructor(
    readonly validator: Document,
    readonly level: string,
    readonly action: string,
  ) {
    this.query = newQuery(validator);
  }

  /** Throws DocumentValidationFailure when `next` may not be written (prev = the document it replaces). */
  check(next: Document, prev: Document | null): void {
    if (this.level === 'off' || this.action === 'warn') return;
    if (this.query.test(next)) return;
    if (prev && this.level === 'moderate' && !this.query.test(prev)) return;
    throw new DbError('DocumentValidationFailure', 'Document failed validation', {
      errInfo: { failingDocumentId: next._id, details: explainFailure(this.validator, next) },
    });
  }
}

/** Builds the Validation of a collection's options, or null without a validator. */
export function compileValidation(options: Document): Validation | null {
  if (!isPlainObject(options.validator) || Object.keys(options.validator).length === 0) return null;
  return new Validation(
    options.validator,
    (options.validationLevel as string | undefined) ?? 'strict',
    (options.validationAction as string | undefined) ?? 'error',
  );
}

const REASONS: Record<string, string> = {
  $eq: 'comparison failed',
  $ne: 'comparison succeeded',
  $gt: 'comparison failed',
  $gte: 'comparison failed',
  $lt: 'comparison failed',
  $lte: 'comparison failed',
  $in: 'no matching value found in array',
  $nin: 'matching value found in array',
  $type: 'type did not match',
  $regex: 'regular expression did not match',
  $size: 'array length was not equal to given size',
  $all: 'array did not contain all specified values',
  $elemMatch: 'array did not satisfy the child predicate',
};

function getField(doc: Document, path: string): unknown {
  let cur: unknown = doc;
  for (const p of path.split('.')) {
    if (!isPlainObject(cur) && !Array.isArray(cur)) return undefined;
    cur = (cur as Document)[p];
  }
  return cur;
}

/** One clause's failure in MongoDB's errInfo.details shape. */
function clauseDetails(field: string, op: string, arg: unknown, doc: Document): Document {
  if (field === '$jsonSchema')
    return { operatorName: '$jsonSchema', schemaRulesNotSatisfied: schemaFailures(arg as Document, doc) };
  if (field === '$expr')
    return {
      operatorName: '$expr',
      specifiedAs: { $expr: arg },
      reason: 'expression did not match',
      expressionResult: false,
    };
  if (field === '$and' || field === '$or' || field === '$nor') {
    const subs = (arg as Document[]).map((s, index) => ({ index, details: explainFailure(s, doc) }));
    return {
      operatorName: field,
      clausesNotSatisfied: field === '$and' ? subs.filter(failed(doc, arg)) : subs,
    };
  }
  const value = getField(doc, field);
  const specifiedAs = op === '$eq' && !isOperatorObject(arg) ? { [field]: arg } : { [field]: { [op]: arg } };
  if (op === '$exists')
    return { operatorName: op, specifiedAs, reason: arg ? 'path does not exist' : 'path does exist' };
  if (value === undefined) return { operatorName: op, specifiedAs, reason: 'field was missing' };
  const out: Document = {
    operatorName: op,
    specifiedAs,
    reason: REASONS[op] ?? 'expression did not match',
    consideredValue: value,
  };
  if (op === '$type') out.consideredType = typeAlias(value);
  return out;
}

const failed = (doc: Document, subs: unknown) => (r: { index: number }) =>
  !newQuery((subs as Document[])[r.index] as Document).test(doc);

const isOperatorObject = (v: unknown): boolean =>
  isPlainObject(v) && Object.keys(v).length > 0 && Object.keys(v).every((k) => k.startsWith('$'));

/** MongoDB's `errInfo.details` for a document failing `validator`. */
export function explainFailure(validator: Document, doc: Document): Document {
  const clauses: Array<[Document, () => Document]> = [];
  for (const [field, cond] of Object.entries(validator)) {
    if (field.startsWith('$') || !isOperatorObject(cond)) {
      clauses.push([{ [field]: cond }, () => clauseDetails(field, '$eq', cond, doc)]);
      continue;
    }
    for (const [op, arg] of Object.entries(cond as Document)) {
      if (op === '$options') continue;
      const c: Document = { [op]: arg };
      if (op === '$regex' && (cond as Document).$options !== undefined)
        c.$options = (cond as Document).$options;
      clauses.push([{ [field]: c }, () => clauseDetails(field, op, arg, doc)]);
    }
  }
  const failing: Document[] = [];
  clauses.forEach(([clause, details], index) => {
    if (!newQuery(clause).test(doc)) failing.push({ index, details: details() });
  });
  if (clauses.length === 1 && failing.length === 1) return (failing[0] as Document).details as Document;
  return { operatorName: '$and', clausesNotSatisfied: failing };
}
