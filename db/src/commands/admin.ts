import { type Document, Long, ObjectId } from 'bson';
import { parseCollation } from '../collation.ts';
import type { Env, Handler } from '../engine-state.ts';
import { DbError, notSupported } from '../errors.ts';
import { compileFilter, testDoc } from '../query.ts';
import { validateName } from '../storage/catalog.ts';
import { validationOptions } from '../validation.ts';
import { isPlainObject } from '../values.ts';
import { createView, withValidationDefaults } from './views.ts';

/** The MongoDB release this server answers as (buildInfo, serverStatus, featureCompatibilityVersion). */
const VERSION = '8.0.0';
const MAX_WIRE_VERSION = 25;
const ELECTION_ID = new ObjectId('7fffffff0000000000000001');

function hello(env: Env, legacy: boolean): Document {
  const e = env.engine;
  const t = e.clusterTime();
  const lastWrite = {
    opTime: { ts: t, t: Long.fromNumber(1) },
    lastWriteDate: new Date(),
    majorityOpTime: { ts: t, t: Long.fromNumber(1) },
    majorityWriteDate: new Date(),
  };
  const reply: Document = {
    ...(legacy ? { ismaster: true } : { isWritablePrimary: true }),
    hosts: [e.address],
    setName: 'rs0',
    setVersion: 1,
    secondary: false,
    primary: e.address,
    me: e.address,
    electionId: ELECTION_ID,
    lastWrite,
    maxBsonObjectSize: 16777216,
    maxMessageSizeBytes: 48000000,
    maxWriteBatchSize: 100000,
    localTime: new Date(),
    logicalSessionTimeoutMinutes: 30,
    connectionId: env.connectionId,
    minWireVersion: 0,
    // 25 = MongoDB 8.0: the features of 8.0 clients may use (update `sort`) are implemented.
    maxWireVersion: MAX_WIRE_VERSION,
    readOnly: false,
    ok: 1,
  };
  if (env.cmd.helloOk === true) reply.helloOk = true;
  return reply;
}

function listDatabases(env: Env): Document {
  const filter = compileFilter(env.cmd.filter);
  const databases: Document[] = [];
  for (const [name, colls] of env.engine.catalog.dbs) {
    let size = 0;
    for (const c of colls.values()) size += c.docs.size * 256;
    const entry = { name, sizeOnDisk: size, empty: size === 0 };
    if (testDoc(filter, entry)) databases.push(env.cmd.nameOnly ? { name } : entry);
  }
  return {
    databases,
    totalSize: databases.reduce((s, d) => s + ((d.sizeOnDisk as number) ?? 0), 0),
    totalSizeMb: 0,
    ok: 1,
  };
}

function listCollections(env: Env): Document {
  const filter = compileFilter(env.cmd.filter);
  const out: Document[] = [];
  for (const c of env.engine.catalog.dbs.get(env.db)?.values() ?? []) {
    const info = {
      name: c.name,
      type: 'collection',
      options: c.options,
      info: { readOnly: false, uuid: c.uuid },
      idIndex: { v: 2, key: { _id: 1 }, name: '_id_' },
    };
    if (!testDoc(filter, info)) continue;
    out.push(env.cmd.nameOnly ? { name: c.name, type: 'collection' } : info);
  }
  for (const [name, def] of env.engine.catalog.views.get(env.db) ?? []) {
    const info = {
      name,
      type: 'view',
      options: { viewOn: def.viewOn, pipeline: def.pipeline },
      info: { readOnly: true },
    };
    if (testDoc(filter, info)) out.push(env.cmd.nameOnly ? { name, type: 'view' } : info);
  }
  const cursorOpts = isPlainObject(env.cmd.cursor) ? env.cmd.cursor : {};
  return env.engine.cursors.first(`${env.db}.$cmd.listCollections`, out, {
    batchSize: Number(cursorOpts.batchSize ?? 101),
  });
}

function create(env: Env): Document {
  const name = String(env.cmd.create);
  if (env.cmd.viewOn !== undefined) return createView(env, name);
  for (const k of Object.keys(env.cmd)) {
    if (
      k === 'capped' ||
      k === 'timeseries' ||
      k === 'pipeline' ||
      k === 'clusteredIndex' ||
      k === 'changeStreamPreAndPostImages'
    )
      throw notSupported(`create option '${k}'`);
  }
  validateName(env.db, name);
  if (env.engine.catalog.get(env.db, name) || env.engine.catalog.getView(env.db, name)) {
    throw new DbError('NamespaceExists', `Collection ${env.db}.${name} already exists.`);
  }
  const options: Document = withValidationDefaults(validationOptions(env.cmd));
  const collation = parseCollation(env.cmd.collation);
  if (collation) options.collation = collation.spec;
  env.engine.catalog.ensure(env.db, name, options);
  return { ok: 1 };
}

function drop(env: Env): Document {
  const name = String(env.cmd.drop);
  if (env.engine.catalog.getView(env.db, name)) {
    env.engine.catalog.dropView(env.db, name);
    return { ns: `${env.db}.${name}`, ok: 1 };
  }
  const c = env.engine.catalog.get(env.db, name);
  if (!c) throw new DbError('NamespaceNotFound', 'ns not found');
  const nIndexesWas = c.indexes.size;
  env.engine.catalog.drop(env.db, name);
  return { nIndexesWas, ns: c.ns, ok: 1 };
}

function buildInfo(): Document {
  return {
    version: VERSION,
    gitVersion: 'embedded',
    versionArray: [8, 0, 0, 0],
    bits: 64,
    debug: false,
    maxBsonObjectSize: 16777216,
    storageEngines: ['embedded'],
    javascriptEngine: 'none',
    modules: [],
    ok: 1,
  };
}

export const ADMIN: Record<string, Handler> = {
  hello: (env) => hello(env, false),
  isMaster: (env) => hello(env, true),
  ismaster: (env) => hello(env, true),
  ping: () => ({ ok: 1 }),
  buildInfo,
  buildinfo: buildInfo,
  getParameter: (env) => {
    const params: Document = {
      featureCompatibilityVersion: { version: '8.0' },
      transactionLifetimeLimitSeconds: 60,
      maxTransactionLockRequestTimeoutMillis: 5,
    };
    const out: Document = { ok: 1 };
    for (const k of Object.keys(env.cmd)) if (k in params) out[k] = params[k];
    if (env.cmd.getParameter === '*') Object.assign(out, params);
    return out;
  },
  getCmdLineOpts: () => ({ argv: ['embedded-db'], parsed: {}, ok: 1 }),
  hostInfo: () => ({ system: { currentTime: new Date(), hostname: 'localhost' }, os: {}, extra: {}, ok: 1 }),
  whatsmyuri: () => ({ you: '127.0.0.1:0', ok: 1 }),
  serverStatus: (env) => ({
    host: env.engine.address,
    version: VERSION,
    process: 'mongod',
    uptime: (Date.now() - env.engine.startedAt.getTime()) / 1000,
    localTime: new Date(),
    connections: { current: 1 },
    metrics: { cursor: { open: { total: env.engine.cursors.size } } },
    ok: 1,
  }),
  listDatabases,
  listCollections,
  create,
  drop,
  dropDatabase: (env) => {
    env.engine.catalog.dropDb(env.db);
    return { dropped: env.db, ok: 1 };
  },
  endSessions: (env) => {
    const keys: string[] = [];
    for (const s of Array.isArray(env.cmd.endSessions) ? env.cmd.endSessions : []) {
      const id = (s as Document)?.id as { buffer?: Uint8Array } | undefined;
      if (id?.buffer) keys.push(Buffer.from(id.buffer).toString('hex'));
    }
    env.engine.endSessions(keys);
    return { ok: 1 };
  },
  killAllSessions: (env) => {
    env.engine.endSessions([...env.engine.txns.bySession.keys(), ...env.engine.sessions.keys()]);
    return { ok: 1 };
  },
  refreshSessions: () => ({ ok: 1 }),
  startSession: () => ({ ok: 1 }),
  dbStats: (env) => {
    const colls = env.engine.catalog.dbs.get(env.db);
    let objects = 0;
    for (const c of colls?.values() ?? []) objects += c.docs.size;
    return { db: env.db, collections: colls?.size ?? 0, objects, ok: 1 };
  },
  collStats: (env) => {
    const c = env.engine.catalog.get(env.db, String(env.cmd.collStats));
    if (!c)
      throw new DbError(
        'NamespaceNotFound',
        `Collection [${env.db}.${String(env.cmd.collStats)}] not found.`,
      );
    return { ns: c.ns, count: c.docs.size, nindexes: c.indexes.size, ok: 1 };
  },
  getLastError: () => ({ ok: 1, err: null }),
};
