import { roomInput } from '@cum/shared/contract/rooms';
import type { Models } from '../../models/registry.ts';
import { toRoomView } from '../../models/room.ts';
import type { RoomSource } from './room-source.ts';

/** At most this many rooms are listed; the partner feed is the only thing that could grow it. */
export const ROOMS_LIST_LIMIT = 200;

const feedRoom = roomInput.required({ isOnline: true, viewerCount: true }).extend({
  thumbnailUrl: roomInput.shape.thumbnailUrl.nullable(),
});

export function createRoomsService({ models }: { models: Pick<Models, 'Room'> }) {
  const { Room } = models;
  /** Online first, then by viewers (index-ordered). */
  async function list() {
    const rooms = await Room.find()
      .sort({ isOnline: -1, viewerCount: -1 })
      .limit(ROOMS_LIST_LIMIT)
      .lean()
      .exec();
    return rooms.map(toRoomView);
  }

  /**
   * Upserts every room of a partner feed by roomId. The feed is outside input: entries that fail the
   * same validation as an admin's form are skipped and reported, never stored.
   */
  async function syncFrom(source: RoomSource) {
    const updates = await source.fetchRooms();
    const ops = [];
    const skipped: string[] = [];
    for (const raw of updates) {
      const parsed = feedRoom.safeParse(raw);
      if (!parsed.success) {
        skipped.push(typeof raw?.roomId === 'string' ? raw.roomId : '(no roomId)');
        continue;
      }
      const r = parsed.data;
      ops.push({
        updateOne: {
          filter: { roomId: r.roomId },
          update: {
            $set: {
              modelName: r.modelName,
              roomTitle: r.roomTitle,
              thumbnailUrl: r.thumbnailUrl ?? null,
              isOnline: r.isOnline,
              viewerCount: r.viewerCount,
            },
            $setOnInsert: { roomId: r.roomId },
          },
          upsert: true,
        },
      });
    }
    const res = ops.length ? await Room.bulkWrite(ops, { ordered: false }) : null;
    return {
      inserted: res?.upsertedCount ?? 0,
      updated: res?.matchedCount ?? 0,
      skipped,
    };
  }

  return { list, syncFrom };
}
export type RoomsService = ReturnType<typeof createRoomsService>;
