import { type Connection, type InferSchemaType, Schema, type Types } from 'mongoose';

/**
 * Where the watch clock lived before it moved onto the user (`videoWatch` in user.ts): read once per
 * user that still has a document here, whose clock (version included, so ledger keys go on from it) is
 * carried onto the user at its first feed call or report after the move. Never written any more.
 */
const videoWatchSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    /** Bumped by every change; the ledger key of a paid report is `watch:<userId>:<version>`. */
    version: { type: Number, required: true, default: 0 },
    /** Seconds after this moment may be credited (see creditWatch in shared/src/domain/videos.ts). */
    anchorAt: { type: Date, required: true },
    /** UTC day of `creditedToday`. */
    day: { type: String, required: true },
    creditedToday: { type: Number, required: true, default: 0 },
    totalSeconds: { type: Number, required: true, default: 0 },
  },
  { collection: 'video_watch', versionKey: false },
);
videoWatchSchema.index({ userId: 1 }, { unique: true });

export type VideoWatchRecord = InferSchemaType<typeof videoWatchSchema> & { _id: Types.ObjectId };
export const videoWatchModel = (connection: Connection) => connection.model('VideoWatch', videoWatchSchema);
export type VideoWatchModel = ReturnType<typeof videoWatchModel>;
