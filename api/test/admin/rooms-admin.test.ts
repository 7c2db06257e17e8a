import { contract } from '@cum/shared/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';

const { admin } = contract;

describe('admin rooms', () => {
  let headers: Record<string, string>;
  const t = useTestApp();
  beforeAll(async () => {
    ({ headers } = await t.adminUser());
  });

  // Every test makes its own rooms, so the file passes in any order (vitest --sequence.shuffle).
  let n = 0;
  const freshId = (prefix: string) => `${prefix}-${++n}-${Date.now() % 1e6}`;
  const create = async (body: Record<string, unknown> = {}) =>
    (
      await t.ok(admin.createRoom, {
        headers,
        body: { roomId: freshId('room'), modelName: 'Model', roomTitle: 'Title', ...body },
      })
    ).room;
  const rooms = () => t.services.models.Room.find().lean();
  const ids = async () => (await rooms()).map((r) => r.roomId);

  it('creates a room (201), an empty thumbnail is omitted, and users see it', async () => {
    const roomId = freshId('alice');
    const { room } = await t.ok(admin.createRoom, {
      headers,
      body: { roomId, modelName: ' Alice ', roomTitle: 'Hello', thumbnailUrl: '' },
    });
    expect(room).toMatchObject({
      roomId,
      modelName: 'Alice',
      roomTitle: 'Hello',
      thumbnailUrl: null,
      isOnline: false,
      viewerCount: 0,
    });
    const { rooms: listed } = await t.ok(contract.rooms.list, { headers });
    expect(listed.map((r) => r.roomId)).toContain(roomId);
  });

  it('admins set isOnline and viewerCount', async () => {
    const room = await create({
      modelName: 'Bob',
      roomTitle: 'Live',
      thumbnailUrl: 'https://cdn.example.com/b.png',
      isOnline: true,
      viewerCount: 12,
    });
    expect(room).toMatchObject({
      isOnline: true,
      viewerCount: 12,
      thumbnailUrl: 'https://cdn.example.com/b.png',
    });
  });

  it('refuses a duplicate roomId with 409 and stores nothing', async () => {
    const { roomId } = await create();
    const before = await rooms();
    const err = await t.fails(admin.createRoom, 409, {
      headers,
      body: { roomId, modelName: 'X', roomTitle: 'Y' },
    });
    expect(err.message).toBe('A room with this ID already exists');
    expect(await rooms()).toEqual(before);
  });

  it('two concurrent creates of one roomId: one 201, one 409', async () => {
    const body = { roomId: freshId('race'), modelName: 'R', roomTitle: 'R' };
    const res = await Promise.all([1, 2, 3].map(() => t.call(admin.createRoom, { headers, body })));
    expect(res.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect((await rooms()).filter((r) => r.roomId === body.roomId)).toHaveLength(1);
  });

  it.each([
    [{ modelName: 'm', roomTitle: 't' }, 'body.roomId: Room ID is required'],
    [{ roomId: '', modelName: 'm', roomTitle: 't' }, 'body.roomId: Room ID is required'],
    [{ roomId: 'a/b', modelName: 'm', roomTitle: 't' }, 'body.roomId: Room ID may contain only'],
    [{ roomId: 'r', roomTitle: 't' }, 'body.modelName: Model name is required'],
    [{ roomId: 'r', modelName: '  ', roomTitle: 't' }, 'body.modelName: Model name is required'],
    [{ roomId: 'r', modelName: 'm' }, 'body.roomTitle: Room title is required'],
    [{ roomId: 'r', modelName: 'm', roomTitle: 't', thumbnailUrl: 'not a url' }, 'body.thumbnailUrl:'],
    [
      { roomId: 'r', modelName: 'm', roomTitle: 't', thumbnailUrl: 'javascript:alert(1)' },
      'body.thumbnailUrl:',
    ],
    [{ roomId: 'r', modelName: 'm', roomTitle: 't', viewerCount: -1 }, 'body.viewerCount:'],
    [{ roomId: 'r', modelName: 'm', roomTitle: 't', viewerCount: 1.5 }, 'body.viewerCount:'],
    [{ roomId: 'r', modelName: 'm', roomTitle: 't', isOnline: 'yes' }, 'body.isOnline:'],
    [{ roomId: { $gt: '' }, modelName: 'm', roomTitle: 't' }, 'body.roomId:'],
  ])('refuses %j with 400 naming the field', async (body, message) => {
    const before = await rooms();
    const err = await t.fails(admin.createRoom, 400, { headers, body });
    expect(err.error).toBe('bad_request');
    expect(err.message).toContain(message);
    expect(await rooms()).toEqual(before);
  });

  it('edits a room by its external roomId; an empty thumbnail clears it', async () => {
    const { roomId } = await create({ modelName: 'Bob', thumbnailUrl: 'https://cdn.example.com/b.png' });
    const { room } = await t.ok(admin.updateRoom, {
      headers,
      params: { roomId },
      body: { roomTitle: 'Renamed', viewerCount: 40 },
    });
    expect(room).toMatchObject({
      roomTitle: 'Renamed',
      viewerCount: 40,
      thumbnailUrl: 'https://cdn.example.com/b.png',
    });
    const cleared = await t.ok(admin.updateRoom, {
      headers,
      params: { roomId },
      body: { thumbnailUrl: '' },
    });
    expect(cleared.room.thumbnailUrl).toBeNull();
    expect(cleared.room.modelName).toBe('Bob');
  });

  it('renaming the roomId to a taken one is a 409; to a free one works', async () => {
    const taken = await create();
    const { roomId } = await create();
    const err = await t.fails(admin.updateRoom, 409, {
      headers,
      params: { roomId },
      body: { roomId: taken.roomId },
    });
    expect(err.message).toBe('A room with this ID already exists');
    const renamed = freshId('renamed');
    const { room } = await t.ok(admin.updateRoom, { headers, params: { roomId }, body: { roomId: renamed } });
    expect(room.roomId).toBe(renamed);
    expect(await ids()).not.toContain(roomId);
  });

  it('edit validation and unknown rooms', async () => {
    const { roomId } = await create();
    const bad = await t.fails(admin.updateRoom, 400, {
      headers,
      params: { roomId },
      body: { roomTitle: '' },
    });
    expect(bad.message).toContain('body.roomTitle: Room title is required');
    const badUrl = await t.fails(admin.updateRoom, 400, {
      headers,
      params: { roomId },
      body: { thumbnailUrl: 'ftp://x.example.com/a' },
    });
    expect(badUrl.message).toContain('body.thumbnailUrl:');
    const missing = await t.fails(admin.updateRoom, 404, { headers, params: { roomId: 'nope' }, body: {} });
    expect(missing.message).toBe('Room not found.');
    const badParam = await t.fails(admin.updateRoom, 400, { headers, params: { roomId: 'a b' }, body: {} });
    expect(badParam.message).toContain('params.roomId:');
  });

  it('deletes a room; a second delete is a 404', async () => {
    const kept = await create();
    const { roomId } = await create();
    await t.ok(admin.deleteRoom, { headers, params: { roomId } });
    await t.fails(admin.deleteRoom, 404, { headers, params: { roomId } });
    expect(await ids()).not.toContain(roomId);
    expect(await ids()).toContain(kept.roomId);
  });

  it('audits every room change with before and after', async () => {
    const room = await create();
    const renamed = freshId('audited');
    await t.ok(admin.updateRoom, { headers, params: { roomId: room.roomId }, body: { viewerCount: 3 } });
    await t.ok(admin.updateRoom, { headers, params: { roomId: room.roomId }, body: { roomId: renamed } });
    await t.ok(admin.deleteRoom, { headers, params: { roomId: renamed } });
    const { entries } = await t.ok(admin.audit, { headers, query: { limit: 100 } });
    const mine = [room.roomId, renamed];
    const roomEntries = entries.filter((e) => e.targetType === 'room' && mine.includes(e.targetId));
    expect(roomEntries.map((e) => e.action)).toEqual([
      'room.delete',
      'room.update',
      'room.update',
      'room.create',
    ]);
    const rename = roomEntries[1];
    expect(rename?.before).toMatchObject({ roomId: room.roomId });
    expect(rename?.after).toMatchObject({ roomId: renamed });
    expect(roomEntries[0]?.after).toBeNull();
    const { activities } = await t.ok(admin.activity, { headers });
    const allRoomEntries = entries.filter((e) => e.targetType === 'room');
    expect(activities.filter((a) => a.type === 'admin_action').length).toBeGreaterThanOrEqual(
      allRoomEntries.length,
    );
  });
});
