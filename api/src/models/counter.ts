import { type Connection, Schema } from 'mongoose';

/**
 * Platform counters for the admin dashboard, kept up to date inside the same transactions that change
 * what they count, so reading them costs the same at any number of users. Each counter is split over a
 * few shard documents (`<name>#<shard>`) so concurrent transactions rarely touch the same document.
 */
const counterSchema = new Schema(
  {
    _id: { type: String, required: true },
    name: { type: String, required: true },
    value: { type: Number, default: 0 },
  },
  { collection: 'counters', versionKey: false },
);
counterSchema.index({ name: 1 });

export const counterModel = (connection: Connection) => connection.model('Counter', counterSchema);
export type CounterModel = ReturnType<typeof counterModel>;
