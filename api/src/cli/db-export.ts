/**
 * `npm run db:export -- <MONGODB_URI>`: copies the embedded database's files in DATA_DIR (the app's
 * database, `cum`) into MongoDB: every collection, document for document (BSON types kept), and its
 * indexes (unique, TTL, partial and collation options included). The target database is the URI's
 * path (`mongodb://host/cum?replicaSet=rs0` -> `cum`; none -> `cum`). It refuses a target collection
 * that already holds documents, so nothing is merged or overwritten.
 *
 * STOP THE SERVER FIRST: two processes must never open the same files. Afterwards start the API with
 * MONGODB_URI and run `npm run audit:ledger` against it (docs/operations.md).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import mongoose from 'mongoose';
import { connectDatabase } from '../db/connect.ts';

const BATCH = 1_000;

export class ExportError extends Error {
  override name = 'ExportError';
}

/** Index options MongoDB accepts back from listIndexes (the rest is informational: v, ns, key). */
const INDEX_OPTIONS = [
  'name',
  'unique',
  'sparse',
  'expireAfterSeconds',
  'partialFilterExpression',
  'collation',
  'hidden',
] as const;

function targetDbName(uri: string): string {
  const path = /^mongodb(?:\+srv)?:\/\/[^/]+\/([^?]*)/.exec(uri)?.[1] ?? '';
  return decodeURIComponent(path) || 'cum';
}

/** Copies every collection of `dataDir`'s database to `uri`; returns the documents copied by collection. */
export async function exportDatabase(dataDir: string, uri: string): Promise<Record<string, number>> {
  if (!/^mongodb(\+srv)?:\/\//.test(uri))
    throw new ExportError('Not a MongoDB URI: it must start with mongodb:// or mongodb+srv://');
  if (!existsSync(dataDir)) throw new ExportError(`No database files at ${dataDir} (set DATA_DIR).`);
  const source = await connectDatabase({ uri: null, dataDir });
  const target = await mongoose.createConnection(uri, { dbName: targetDbName(uri) }).asPromise();
  try {
    const from = source.connection.db;
    const to = target.db;
    if (!from || !to) throw new ExportError('database handle missing');
    const collections = (await from.listCollections({}, { nameOnly: false }).toArray())
      .filter((c) => c.type === 'collection' && !c.name.startsWith('system.'))
      .map((c) => c.name)
      .sort();
    for (const name of collections) {
      if ((await to.collection(name).countDocuments({}, { limit: 1 })) > 0)
        throw new ExportError(`The target collection ${name} is not empty: export into an empty database.`);
    }
    const copied: Record<string, number> = {};
    for (const name of collections) {
      const indexes = await from.collection(name).indexes();
      for (const index of indexes) {
        if (index.name === '_id_') continue;
        const options = Object.fromEntries(
          INDEX_OPTIONS.filter((k) => index[k] !== undefined).map((k) => [k, index[k]]),
        );
        await to.collection(name).createIndex(index.key, options);
      }
      let n = 0;
      let batch: Record<string, unknown>[] = [];
      for await (const doc of from.collection(name).find({}, { sort: { _id: 1 } })) {
        batch.push(doc);
        if (batch.length >= BATCH) {
          await to.collection(name).insertMany(batch, { ordered: true });
          n += batch.length;
          batch = [];
        }
      }
      if (batch.length > 0) await to.collection(name).insertMany(batch, { ordered: true });
      n += batch.length;
      // Collections with only indexes (nothing inserted yet) exist on the target too.
      if (n === 0 && indexes.length <= 1) await to.createCollection(name).catch(() => {});
      copied[name] = n;
    }
    return copied;
  } finally {
    await target.close();
    await source.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const uri = process.argv[2];
  const dataDir = resolve(process.env.DATA_DIR || './.data');
  if (!uri) {
    console.error(
      'usage: npm run db:export -- <MONGODB_URI>   (DATA_DIR: the embedded files, server stopped)',
    );
    process.exit(2);
  }
  console.log(
    `Copying the embedded database in ${dataDir} to ${targetDbName(uri)}. The server must be stopped.`,
  );
  exportDatabase(dataDir, uri).then(
    (copied) => {
      for (const [name, n] of Object.entries(copied)) console.log(`  ${name}: ${n}`);
      console.log('Done. Start the API with MONGODB_URI, then run npm run audit:ledger against it.');
      process.exit(0);
    },
    (err: unknown) => {
      console.error(err instanceof ExportError ? err.message : err);
      process.exit(1);
    },
  );
}
