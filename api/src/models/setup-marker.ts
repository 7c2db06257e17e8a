import { type Connection, Schema } from 'mongoose';

/**
 * One-time setup steps already done on this database (e.g. `starter-tasks`), by name: a step whose
 * marker exists never runs again, whatever admins changed since.
 */
const setupMarkerSchema = new Schema(
  {
    _id: { type: String, required: true },
    doneAt: { type: Date, required: true },
    /** What the step did, for whoever reads the database later. */
    note: { type: String, default: null },
  },
  { collection: 'setup_markers', versionKey: false },
);

export const setupMarkerModel = (connection: Connection) =>
  connection.model('SetupMarker', setupMarkerSchema);
export type SetupMarkerModel = ReturnType<typeof setupMarkerModel>;
