import { type Connection, type InferSchemaType, Schema, type Types } from 'mongoose';

/**
 * One Token Rush game. `slot` numbers a user's games of one UTC day (1..20); the unique index on
 * (userId, day, slot) makes the daily limit hold even when starts race.
 */
const gameSessionSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    gameId: { type: String, required: true },
    day: { type: String, required: true },
    slot: { type: Number, required: true },
    startedAt: { type: Date, required: true },
    /**
     * The round's seed: its tokens are rushSchedule(seed) (shared/src/domain/token-rush.ts), derived
     * again when the taps are scored. Absent on games started before rounds had seeds.
     */
    seed: { type: Number },
    status: { type: String, enum: ['started', 'played'], required: true, default: 'started' },
    /** The verified score and the most the round allowed. */
    score: { type: Number, default: null },
    maxScore: { type: Number, default: null },
    /** Integer milli-$CUM. */
    reward: { type: Number, default: null },
    playedAt: { type: Date, default: null },
    /** `userId:gameId` while the game is open (unset once played or expired): one open game per user. */
    openKey: { type: String },
  },
  { collection: 'game_sessions', versionKey: false },
);
gameSessionSchema.index({ userId: 1, day: 1, slot: 1 }, { unique: true });
gameSessionSchema.index(
  { openKey: 1 },
  { unique: true, partialFilterExpression: { openKey: { $type: 'string' } } },
);

export type GameSessionRecord = InferSchemaType<typeof gameSessionSchema> & { _id: Types.ObjectId };
export const gameSessionModel = (connection: Connection) =>
  connection.model('GameSession', gameSessionSchema);
export type GameSessionModel = ReturnType<typeof gameSessionModel>;
