import { type Connection, type InferSchemaType, Schema, type Types } from 'mongoose';
import { startsNull } from './starts-null.ts';

/**
 * One admin action: who did what to which user, task or room, with the state before and after.
 * Written in the same transaction as the change, so the log and the data never disagree.
 */
const auditEntrySchema = new Schema(
  {
    adminId: { type: Schema.Types.ObjectId, required: true },
    adminUsername: startsNull<string>(String),
    action: { type: String, required: true },
    targetType: { type: String, enum: ['user', 'task', 'room'], required: true },
    targetId: { type: String, required: true },
    before: startsNull<Record<string, unknown>>(Schema.Types.Mixed),
    after: startsNull<Record<string, unknown>>(Schema.Types.Mixed),
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'audit_log', minimize: false },
);
auditEntrySchema.index({ targetType: 1, targetId: 1, _id: -1 });

export type AuditEntryRecord = InferSchemaType<typeof auditEntrySchema> & {
  _id: Types.ObjectId;
  createdAt: Date;
};
export const auditEntryModel = (connection: Connection) => connection.model('AuditEntry', auditEntrySchema);
export type AuditEntryModel = ReturnType<typeof auditEntryModel>;
