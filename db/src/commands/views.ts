import type { Document } from 'bson';
import type { CommandTable, Env, Handler } from '../engine-state.ts';
import { DbError, notSupported } from '../errors.ts';
import { type Catalog, validateName, viewError } from '../storage/catalog.ts';
import { assertSupported } from '../supported.ts';
import { validationOptions } from '../validation.ts';
import { isPlainObject } from '../values.ts';

const MAX_VIEW_DEPTH = 20;
/** Stages a view definition may not contain (MongoDB: OptionNotSupportedOnView). */
const VIEW_FORBIDDEN = ['$out', '$merge', '$changeStream', '$currentOp', '$listLocalSessions', '$documents'];

/** A view's collection and full pipeline (views on views concatenated, the innermost first). */
export function resolveView(
  catalog: Catalog,
  db: string,
  name: string,
): { coll: string; pipeline: Document[] } | null {
  let def = catalog.getView(db, name);
  if (!def) return null;
  const pipelines: Document[][] = [];
  let coll = name;
  for (let depth = 0; def; depth++) {
    if (depth >= MAX_VIEW_DEPTH)
      throw new DbError(
        'ViewDepthLimitExceeded',
        `View depth too deep or view cycle detected; maximum depth is ${MAX_VIEW_DEPTH}`,
      );
    pipelines.unshift(def.pipeline);
    coll = def.viewOn;
    def = catalog.getView(db, coll);
  }
  return { coll, pipeline: pipelines.flat() };
}

/** The leading `$match` stages of a pipeline as one filter (MongoDB coalesces them too: a view's
 * `$match` followed by a find's filter is planned as one query) and how many stages they were. */
export function leadingMatch(pipeline: Document[]): { filter: unknown; count: number } {
  let count = 0;
  while (pipeline[count]?.$match !== undefined) count++;
  if (count <= 1) return { filter: pipeline[0]?.$match, count };
  return { filter: { $and: pipeline.slice(0, count).map((s) => s.$match) }, count };
}

function checkViewDefinition(env: Env, name: string, viewOn: unknown, pipeline: unknown): Document[] {
  if (typeof viewOn !== 'string' || viewOn === '')
    throw new DbError('BadValue', "'viewOn' must be a non-empty string");
  validateName(env.db, viewOn);
  const stages = pipeline === undefined ? [] : pipeline;
  if (!Array.isArray(stages) || stages.some((s) => !isPlainObject(s)))
    throw new DbError('TypeMismatch', "'pipeline' must be an array of objects");
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (isPlainObject(v))
      for (const [k, x] of Object.entries(v)) {
        if (VIEW_FORBIDDEN.includes(k))
          throw new DbError('OptionNotSupportedOnView', `${k} cannot be used in a view definition`);
        walk(x);
      }
  };
  walk(stages);
  assertSupported(stages);
  // A view may not (indirectly) be defined on itself.
  const seen = [name];
  for (
    let on: string | undefined = viewOn;
    on !== undefined;
    on = env.engine.catalog.getView(env.db, on)?.viewOn
  ) {
    if (seen.includes(on))
      throw new DbError(
        'GraphContainsCycle',
        `View cycle detected: ${[...seen, on].map((n) => `${env.db}.${n}`).join(' => ')}`,
      );
    seen.push(on);
    if (seen.length > MAX_VIEW_DEPTH + 1)
      throw new DbError(
        'ViewDepthLimitExceeded',
        `View depth too deep or view cycle detected; maximum depth is ${MAX_VIEW_DEPTH}`,
      );
  }
  return stages as Document[];
}

/** `create` with `viewOn` (and `pipeline`). */
export function createView(env: Env, name: string): Document {
  const cmd = env.cmd;
  for (const k of [
    'validator',
    'validationLevel',
    'validationAction',
    'capped',
    'timeseries',
    'clusteredIndex',
  ])
    if (cmd[k] !== undefined) throw new DbError('InvalidOptions', `option not supported on a view: ${k}`);
  validateName(env.db, name);
  if (env.engine.catalog.get(env.db, name) || env.engine.catalog.getView(env.db, name))
    throw new DbError('NamespaceExists', `Namespace ${env.db}.${name} already exists`);
  const pipeline = checkViewDefinition(env, name, cmd.viewOn, cmd.pipeline);
  env.engine.catalog.setView(env.db, name, { viewOn: cmd.viewOn as string, pipeline });
  return { ok: 1 };
}

const VIEW_ONLY = ['viewOn', 'pipeline'];
const COLL_ONLY = ['validator', 'validationLevel', 'validationAction'];
const IGNORED = new Set([
  'collMod',
  '$db',
  'lsid',
  'txnNumber',
  '$clusterTime',
  'writeConcern',
  'comment',
  '$readPreference',
]);

/** collMod: a collection's validator/validationLevel/validationAction, or a view's viewOn/pipeline. */
function collMod(env: Env): Document {
  const cmd = env.cmd;
  const name = String(cmd.collMod);
  const catalog = env.engine.catalog;
  for (const k of Object.keys(cmd)) {
    if (IGNORED.has(k) || VIEW_ONLY.includes(k) || COLL_ONLY.includes(k)) continue;
    throw notSupported(`collMod option '${k}'`);
  }
  if (env.txn)
    throw new DbError(
      'OperationNotSupportedInTransaction',
      'Cannot run command collMod in a multi-document transaction.',
    );
  const view = catalog.getView(env.db, name);
  if (view) {
    const bad = COLL_ONLY.find((k) => cmd[k] !== undefined);
    if (bad) throw new DbError('InvalidOptions', `option not supported on a view: ${bad}`);
    if (cmd.viewOn === undefined && cmd.pipeline === undefined) return { ok: 1 };
    if (cmd.viewOn === undefined || cmd.pipeline === undefined)
      throw new DbError('InvalidOptions', "must specify both 'viewOn' and 'pipeline' when modifying a view");
    const pipeline = checkViewDefinition(env, name, cmd.viewOn, cmd.pipeline);
    catalog.setView(env.db, name, { viewOn: cmd.viewOn as string, pipeline });
    return { ok: 1 };
  }
  const coll = catalog.get(env.db, name);
  if (!coll) throw new DbError('NamespaceNotFound', `ns does not exist: ${env.db}.${name}`);
  const bad = VIEW_ONLY.find((k) => cmd[k] !== undefined);
  if (bad) throw new DbError('InvalidOptions', `option only supported on a view: ${bad}`);
  const changes = validationOptions(cmd);
  if (Object.keys(changes).length === 0) return { ok: 1 };
  const options = withValidationDefaults({ ...coll.options, ...changes });
  // An empty validator removes validation, as in MongoDB.
  if (isPlainObject(options.validator) && Object.keys(options.validator).length === 0) {
    delete options.validator;
    delete options.validationLevel;
    delete options.validationAction;
  }
  catalog.setOptions(coll, options);
  return { ok: 1 };
}

/** MongoDB reports validationLevel/validationAction once a collection has a validator. */
export function withValidationDefaults(options: Document): Document {
  if (
    options.validator === undefined &&
    options.validationLevel === undefined &&
    options.validationAction === undefined
  )
    return options;
  return { validationLevel: 'strict', validationAction: 'error', ...options };
}

/** Commands that write to or manage the indexes of a collection: refused on a view (166). */
const VIEW_REFUSED = [
  'insert',
  'update',
  'delete',
  'findAndModify',
  'findandmodify',
  'createIndexes',
  'dropIndexes',
  'deleteIndexes',
  'listIndexes',
];

export function refuseOnViews(commands: CommandTable): void {
  for (const name of VIEW_REFUSED) {
    const handler = commands[name];
    if (!handler) continue;
    commands[name] = (env) => {
      const target = env.cmd[name];
      if (
        typeof target === 'string' &&
        env.engine.catalog.views.size > 0 &&
        env.engine.catalog.getView(env.db, target)
      )
        throw viewError(env.db, target);
      return handler(env);
    };
  }
}

export const VIEWS: Record<string, Handler> = { collMod };
