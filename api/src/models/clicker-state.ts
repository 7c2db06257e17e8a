import { type Connection, type InferSchemaType, Schema, type Types } from 'mongoose';

/**
 * One document per user: the clicker run. Every accepted submission is one conditional update on
 * `version`, so two submissions can never both count the same clicks or the same room under the cap.
 */
const clickerStateSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    /** Bumped by every accepted submission; the ledger key is `clicker:<userId>:<version>`. */
    version: { type: Number, required: true, default: 0 },
    lastScore: { type: Number, default: null },
    lastAt: { type: Date, default: null },
    /** Credits of the last hour (rolling cap): time in epoch ms, points. */
    recent: { type: [{ time: Number, points: Number, _id: false }], default: [] },
    /** Per-tap play (shared/src/domain/clicker-taps.ts): energy and tap allowance at `tapsAt`. */
    energy: { type: Number, default: null },
    tapTokens: { type: Number, default: null },
    tapsAt: { type: Date, default: null },
  },
  { collection: 'clicker_state', versionKey: false },
);
clickerStateSchema.index({ userId: 1 }, { unique: true });

export type ClickerStateRecord = InferSchemaType<typeof clickerStateSchema> & { _id: Types.ObjectId };
export const clickerStateModel = (connection: Connection) =>
  connection.model('ClickerState', clickerStateSchema);
export type ClickerStateModel = ReturnType<typeof clickerStateModel>;
