import { type Schema, trusted } from 'mongoose';
import type { Models } from './registry.ts';

/**
 * Bumped when a schema gains a default that older documents lack: the backfill then runs once more.
 * Documents the app creates always carry their defaults (mongoose fills them on create).
 */
export const DEFAULTS_BACKFILL_MARKER = 'defaults-backfill-3';

/**
 * The models whose records are read without `?? default` fallbacks: their defaulted fields must exist
 * in every document, also in those written before the default was declared.
 */
const BACKFILLED = [
  'User',
  'Room',
  'Referral',
  'Notification',
  'ClickerState',
  'UserTask',
  // 2: their null-starting fields are typed present (models/starts-null.ts), read without `?? null`.
  'Task',
  'Session',
  'LoginLink',
  'AuditEntry',
  'ActivityEvent',
] as const;

/** What the backfill needs of a model (any model of the registry fits). */
interface Backfillable {
  schema: Schema;
  updateMany(
    filter: Record<string, unknown>,
    update: { $set: Record<string, unknown> },
    options: { timestamps: false },
  ): PromiseLike<{ modifiedCount: number }>;
}

type Fill = { filter: Record<string, unknown>; path: string; value: unknown };

/** One fill per defaulted path, parents before their nested paths (a sub-document's own defaults). */
function fillsOf(schema: Schema, prefix = '', parent: string | null = null): Fill[] {
  const fills: Fill[] = [];
  schema.eachPath((name, type) => {
    if (name === '_id') return;
    const path = prefix + name;
    const sub = (type as { schema?: Schema }).schema;
    const isArray = (type as { $isMongooseArray?: boolean }).$isMongooseArray;
    const def = (type as { defaultValue?: unknown }).defaultValue;
    if (def !== undefined) {
      const value = typeof def === 'function' ? def() : def;
      // A missing field only: a stored null or value is the owner's, not the backfill's.
      const filter: Record<string, unknown> = { [path]: trusted({ $exists: false }) };
      // Nested defaults go inside an existing sub-document only (a null one stays null).
      if (parent) filter[parent] = trusted({ $type: 'object' });
      fills.push({ filter, path, value: structuredClone(plain(value)) });
    }
    if (sub && !isArray) fills.push(...fillsOf(sub, `${path}.`, path));
  });
  return fills;
}

/** A sub-document default (`() => ({})`) comes back plain; arrays are copied to plain arrays. */
const plain = (v: unknown): unknown => (Array.isArray(v) ? [...v] : v);

/** Sets every missing defaulted field of one model's documents; answers how many fields it set in all. */
export async function backfillModel(model: Backfillable): Promise<number> {
  let changed = 0;
  for (const { filter, path, value } of fillsOf(model.schema)) {
    // No timestamps: a backfill is not an edit by anyone.
    const res = await model.updateMany(filter, { $set: { [path]: value } }, { timestamps: false });
    changed += res.modifiedCount;
  }
  return changed;
}

/** Backfills the models' defaults once per database (the marker records it); answers fields set. */
export async function backfillDefaults(models: Models, now: Date): Promise<number> {
  const { SetupMarker } = models;
  if (await SetupMarker.exists({ _id: DEFAULTS_BACKFILL_MARKER })) return 0;
  let changed = 0;
  for (const name of BACKFILLED) changed += await backfillModel(models[name]);
  // Written after the fills: a crash midway runs them again (each fill is idempotent).
  await SetupMarker.updateOne(
    { _id: DEFAULTS_BACKFILL_MARKER },
    { $setOnInsert: { doneAt: now, note: `${changed} missing fields given their defaults` } },
    { upsert: true },
  );
  return changed;
}
