import { contract } from '@cum/shared/contract';
import { describe, expect, it } from 'vitest';
import type { RoomSource, RoomUpdate } from '../../src/features/rooms/room-source.ts';
import { useTestApp } from '../helpers/test-app.ts';

/** A partner feed double: answers whatever the test puts in it. */
function fakeSource(rooms: unknown[]): RoomSource {
  return { fetchRooms: async () => rooms as RoomUpdate[] };
}

describe('rooms', () => {
  const t = useTestApp();

  /** Each test starts from these four rooms and no others (the tests of this file run in any order). */
  async function fourRooms() {
    await t.services.models.Room.deleteMany({});
    await t.services.models.Room.create([
      { roomId: 'off-big', modelName: 'A', roomTitle: 'Off big', isOnline: false, viewerCount: 900 },
      { roomId: 'on-small', modelName: 'B', roomTitle: 'On small', isOnline: true, viewerCount: 3 },
      { roomId: 'on-big', modelName: 'C', roomTitle: 'On big', isOnline: true, viewerCount: 50 },
      { roomId: 'off-small', modelName: 'D', roomTitle: 'Off small', isOnline: false, viewerCount: 1 },
    ]);
  }

  it('needs a signed-in user', async () => {
    const err = await t.fails(contract.rooms.list, 401);
    expect(err.error).toBe('unauthorized');
  });

  it('lists online rooms first, then by viewers', async () => {
    await fourRooms();
    const { headers } = await t.signedInUser();
    const { rooms } = await t.ok(contract.rooms.list, { headers });
    expect(rooms.map((r) => r.roomId)).toEqual(['on-big', 'on-small', 'off-big', 'off-small']);
    expect(rooms[0]).toMatchObject({
      modelName: 'C',
      roomTitle: 'On big',
      thumbnailUrl: null,
      isOnline: true,
    });
  });

  it('a partner feed upserts rooms by roomId and skips invalid entries', async () => {
    await fourRooms();
    const first = await t.services.rooms.syncFrom(
      fakeSource([
        { roomId: 'on-small', modelName: 'B2', roomTitle: 'Renamed', isOnline: false, viewerCount: 0 },
        {
          roomId: 'feed-1',
          modelName: 'F',
          roomTitle: 'From feed',
          thumbnailUrl: 'https://cdn.example.com/f.jpg',
          isOnline: true,
          viewerCount: 7,
        },
        { roomId: 'bad id!', modelName: 'X', roomTitle: 'X', isOnline: true, viewerCount: 1 },
        {
          roomId: 'bad-thumb',
          modelName: 'X',
          roomTitle: 'X',
          thumbnailUrl: 'javascript:1',
          isOnline: true,
          viewerCount: 1,
        },
        { roomId: 'neg', modelName: 'X', roomTitle: 'X', isOnline: true, viewerCount: -5 },
      ]),
    );
    expect(first).toEqual({ inserted: 1, updated: 1, skipped: ['bad id!', 'bad-thumb', 'neg'] });
    const again = await t.services.rooms.syncFrom(
      fakeSource([
        { roomId: 'feed-1', modelName: 'F', roomTitle: 'From feed', isOnline: true, viewerCount: 9 },
      ]),
    );
    expect(again).toEqual({ inserted: 0, updated: 1, skipped: [] });

    const rooms = await t.services.models.Room.find().lean();
    expect(rooms).toHaveLength(5);
    const byId = new Map(rooms.map((r) => [r.roomId, r]));
    expect(byId.get('on-small')).toMatchObject({ modelName: 'B2', roomTitle: 'Renamed', isOnline: false });
    expect(byId.get('feed-1')).toMatchObject({ viewerCount: 9, thumbnailUrl: null, isOnline: true });
    expect(byId.has('bad-thumb')).toBe(false);
  });
});
