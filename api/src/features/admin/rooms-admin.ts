import type { admin } from '@cum/shared/contract/admin';
import type { Connection } from 'mongoose';
import type { z } from 'zod';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, isDuplicateKey, notFound } from '../../lib/errors.ts';
import { type RoomModel, type RoomRecord, toRoomView } from '../../models/room.ts';
import type { Actor, RecordAudit } from './audit.ts';

type RoomInput = z.output<typeof admin.createRoom.body>;
type RoomPatch = z.output<typeof admin.updateRoom.body>;

const DUPLICATE = 'A room with this ID already exists';

function snapshot(r: RoomRecord): Record<string, unknown> {
  const { id: _id, updatedAt: _u, ...rest } = toRoomView(r);
  return rest;
}

/** Admins add, edit and delete rooms; every change is audited in its own transaction. */
export function createRoomsAdmin(deps: { Room: RoomModel; connection: Connection; audit: RecordAudit }) {
  const { Room, connection, audit } = deps;

  async function create(actor: Actor, input: RoomInput) {
    try {
      return await inTransaction(connection, async (session) => {
        if (await Room.exists({ roomId: input.roomId }).session(session)) throw conflict(DUPLICATE);
        const [doc] = await Room.create(
          [
            {
              roomId: input.roomId,
              modelName: input.modelName,
              roomTitle: input.roomTitle,
              thumbnailUrl: input.thumbnailUrl ?? null,
              isOnline: input.isOnline ?? false,
              viewerCount: input.viewerCount ?? 0,
            },
          ],
          { session },
        );
        const room = doc?.toObject() as RoomRecord;
        await audit(session, actor, {
          action: 'room.create',
          targetType: 'room',
          targetId: room.roomId,
          before: null,
          after: snapshot(room),
          description: `Room ${room.roomId} added`,
        });
        return toRoomView(room);
      });
    } catch (err) {
      // Two admins adding the same id at once: the unique index decides, the loser hears why.
      if (isDuplicateKey(err)) throw conflict(DUPLICATE);
      throw err;
    }
  }

  async function update(actor: Actor, roomId: string, patch: RoomPatch) {
    try {
      return await inTransaction(connection, async (session) => {
        const before = await Room.findOne({ roomId }).session(session).lean().exec();
        if (!before) throw notFound('Room not found.');
        if (patch.roomId !== undefined && patch.roomId !== roomId) {
          if (await Room.exists({ roomId: patch.roomId }).session(session)) throw conflict(DUPLICATE);
        }
        const $set: Record<string, unknown> = {};
        for (const key of ['roomId', 'modelName', 'roomTitle', 'isOnline', 'viewerCount'] as const) {
          if (patch[key] !== undefined) $set[key] = patch[key];
        }
        // null (sent as "") clears the thumbnail; absent leaves it.
        if (patch.thumbnailUrl !== undefined) $set.thumbnailUrl = patch.thumbnailUrl;
        const after = await Room.findOneAndUpdate(
          { _id: before._id },
          { $set },
          { session, returnDocument: 'after' },
        )
          .lean()
          .exec();
        if (!after) throw notFound('Room not found.');
        await audit(session, actor, {
          action: 'room.update',
          targetType: 'room',
          targetId: after.roomId,
          before: snapshot(before),
          after: snapshot(after),
          description: `Room ${after.roomId} updated`,
        });
        return toRoomView(after);
      });
    } catch (err) {
      if (isDuplicateKey(err)) throw conflict(DUPLICATE);
      throw err;
    }
  }

  async function remove(actor: Actor, roomId: string) {
    await inTransaction(connection, async (session) => {
      const before = await Room.findOneAndDelete({ roomId }, { session }).lean().exec();
      if (!before) throw notFound('Room not found.');
      await audit(session, actor, {
        action: 'room.delete',
        targetType: 'room',
        targetId: roomId,
        before: snapshot(before),
        after: null,
        description: `Room ${roomId} deleted`,
      });
    });
  }

  return { create, update, remove };
}
