import { type Task, taskActionTypes, taskTypes } from '@cum/shared/contract/tasks';
import { type Connection, type InferSchemaType, Schema, type Types } from 'mongoose';
import { startsNull } from './starts-null.ts';

/** A task admins define. Deleting one is soft (deletedAt), so past completions keep their meaning. */
const taskSchema = new Schema(
  {
    title: { type: String, required: true },
    description: { type: String, required: true },
    /** Whole $CUM before bonuses. */
    reward: { type: Number, required: true, min: 1 },
    type: { type: String, enum: taskTypes, default: 'daily' },
    actionType: { type: String, enum: taskActionTypes, default: 'instant' },
    actionUrl: startsNull<string>(String),
    actionInstructions: startsNull<string>(String),
    /** For telegram_join tasks: the channel (@name or numeric id) whose membership is checked. */
    telegramChatId: startsNull<string>(String),
    isActive: { type: Boolean, default: true },
    deletedAt: { type: Date, default: null },
  },
  { timestamps: true, collection: 'tasks' },
);
taskSchema.index({ deletedAt: 1, isActive: 1 });

export type TaskRecord = InferSchemaType<typeof taskSchema> & { _id: Types.ObjectId; createdAt: Date };
export const taskModel = (connection: Connection) => connection.model('Task', taskSchema);
export type TaskModel = ReturnType<typeof taskModel>;

/** The API's task shape, for users and admins alike. */
export function toTaskView(t: TaskRecord): Task {
  return {
    id: t._id.toHexString(),
    type: t.type ?? 'daily',
    title: t.title,
    description: t.description,
    reward: t.reward,
    isActive: !!t.isActive,
    actionType: t.actionType ?? 'instant',
    actionUrl: t.actionUrl,
    actionInstructions: t.actionInstructions,
    telegramChatId: t.telegramChatId,
    createdAt: t.createdAt.toISOString(),
  };
}
