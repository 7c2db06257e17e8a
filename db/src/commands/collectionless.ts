import { Binary, type Document } from 'bson';
import type { Env } from '../engine-state.ts';
import { DbError } from '../errors.ts';
import { isPlainObject } from '../values.ts';

/** Stages that start a database-level aggregation (`aggregate: 1`). */
export const COLLECTIONLESS_STAGES = new Set(['$documents', '$listLocalSessions']);

/** Without authentication every session belongs to the same (empty) user: uid = SHA-256(""). */
const NO_USER_UID = new Binary(
  Buffer.from('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855', 'hex'),
);

function localSessions(env: Env, spec: unknown): Document[] {
  if (!isPlainObject(spec))
    throw new DbError(
      'TypeMismatch',
      "BSON field '$listLocalSessions' is the wrong type, expected type 'object'",
    );
  for (const k of Object.keys(spec))
    if (k !== 'allUsers' && k !== 'users')
      throw new DbError('Location40415', `BSON field '$listLocalSessions.${k}' is an unknown field.`);
  if (spec.allUsers === true && spec.users !== undefined)
    throw new DbError('BadValue', 'Cannot specify both allUsers and a users list');
  // Sessions of named users: there are no users without authentication.
  if (Array.isArray(spec.users) && spec.users.length > 0) return [];
  return [...env.engine.sessions.values()].map((s) => ({
    _id: { id: s.id, uid: NO_USER_UID },
    lastUse: new Date(s.lastUse),
  }));
}

/** `aggregate: 1`: the first stage produces the documents ($documents, $listLocalSessions). */
export function collectionlessDocs(
  env: Env,
  stages: Document[],
  run: (env: Env, pipeline: Document[], input: Document[]) => Document[],
): Document[] {
  const first = stages[0];
  const name = first ? Object.keys(first)[0] : undefined;
  if (name === '$listLocalSessions')
    return run(env, stages.slice(1), localSessions(env, first?.$listLocalSessions));
  if (name === '$documents') return run(env, stages, []);
  throw new DbError(
    'InvalidNamespace',
    `{aggregate: 1} is not valid for '${name ?? ''}'; a collection is required.`,
  );
}
