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

  const rooms = () => t.services.models.Room.find().lean();

  it('creates a room (201), an empty thumbnail is omitted, and users see it', async () => {
    const { room } = await t.ok(admin.createRoom, {
      headers,
      body: { roomId: 'alice-01', modelName: ' Alice ', roomTitle: 'Hello', thumbnailUrl: '' },
    });
    expect(room).toMatchObject({
      roomId: 'alice-01',
      modelName: 'Alice',
      roomTitle: 'Hello',
      thumbnailUrl: null,
      isOnline: false,
      viewerCount: 0,
    });
    const { rooms: listed } = await t.ok(contract.rooms.list, { headers });
    expect(listed.map((r) => r.roomId)).toContain('alice-01');
  });

  it('admins set isOnline and viewerCount', async () => {
    const { room } = await t.ok(admin.createRoom, {
      headers,
      body: {
        roomId: 'bob',
        modelName: 'Bob',
        roomTitle: 'Live',
        thumbnailUrl: 'https://cdn.example.com/b.png',
        isOnline: true,
        viewerCount: 12,
      },
    });
    expect(room).toMatchObject({
      isOnline: true,
      viewerCount: 12,
      thumbnailUrl: 'https://cdn.example.com/b.png',
    });
  });

  it('refuses a duplicate roomId with 409 and stores nothing', async () => {
    const err = await t.fails(admin.createRoom, 409, {
      headers,
      body: { roomId: 'alice-01', modelName: 'X', roomTitle: 'Y' },
    });
    expect(err.message).toBe('A room with this ID already exists');
    expect(await rooms()).toHaveLength(2);
  });

  it('two concurrent creates of one roomId: one 201, one 409', async () => {
    const body = { roomId: 'race', modelName: 'R', roomTitle: 'R' };
    const res = await Promise.all([1, 2, 3].map(() => t.call(admin.createRoom, { headers, body })));
    expect(res.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect((await rooms()).filter((r) => r.roomId === 'race')).toHaveLength(1);
    await t.ok(admin.deleteRoom, { headers, params: { roomId: 'race' } });
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
    const err = await t.fails(admin.createRoom, 400, { headers, body });
    expect(err.error).toBe('bad_request');
    expect(err.message).toContain(message);
    expect(await rooms()).toHaveLength(2);
  });

  it('edits a room by its external roomId; an empty thumbnail clears it', async () => {
    const { room } = await t.ok(admin.updateRoom, {
      headers,
      params: { roomId: 'bob' },
      body: { roomTitle: 'Renamed', viewerCount: 40 },
    });
    expect(room).toMatchObject({
      roomTitle: 'Renamed',
      viewerCount: 40,
      thumbnailUrl: 'https://cdn.example.com/b.png',
    });
    const cleared = await t.ok(admin.updateRoom, {
      headers,
      params: { roomId: 'bob' },
      body: { thumbnailUrl: '' },
    });
    expect(cleared.room.thumbnailUrl).toBeNull();
    expect(cleared.room.modelName).toBe('Bob');
  });

  it('renaming the roomId to a taken one is a 409; to a free one works', async () => {
    const err = await t.fails(admin.updateRoom, 409, {
      headers,
      params: { roomId: 'bob' },
      body: { roomId: 'alice-01' },
    });
    expect(err.message).toBe('A room with this ID already exists');
    const { room } = await t.ok(admin.updateRoom, {
      headers,
      params: { roomId: 'bob' },
      body: { roomId: 'bob-2' },
    });
    expect(room.roomId).toBe('bob-2');
  });

  it('edit validation and unknown rooms', async () => {
    const bad = await t.fails(admin.updateRoom, 400, {
      headers,
      params: { roomId: 'bob-2' },
      body: { roomTitle: '' },
    });
    expect(bad.message).toContain('body.roomTitle: Room title is required');
    const badUrl = await t.fails(admin.updateRoom, 400, {
      headers,
      params: { roomId: 'bob-2' },
      body: { thumbnailUrl: 'ftp://x.example.com/a' },
    });
    expect(badUrl.message).toContain('body.thumbnailUrl:');
    const missing = await t.fails(admin.updateRoom, 404, { headers, params: { roomId: 'nope' }, body: {} });
    expect(missing.message).toBe('Room not found.');
    const badParam = await t.fails(admin.updateRoom, 400, { headers, params: { roomId: 'a b' }, body: {} });
    expect(badParam.message).toContain('params.roomId:');
  });

  it('deletes a room; a second delete is a 404', async () => {
    await t.ok(admin.deleteRoom, { headers, params: { roomId: 'alice-01' } });
    await t.fails(admin.deleteRoom, 404, { headers, params: { roomId: 'alice-01' } });
    expect((await rooms()).map((r) => r.roomId)).toEqual(['bob-2']);
  });

  it('audits every room change with before and after', async () => {
    const { entries } = await t.ok(admin.audit, { headers, query: { limit: 100 } });
    const roomEntries = entries.filter((e) => e.targetType === 'room');
    expect(roomEntries.map((e) => e.action)).toEqual([
      'room.delete',
      'room.update',
      'room.update',
      'room.update',
      'room.delete',
      'room.create',
      'room.create',
      'room.create',
    ]);
    const rename = roomEntries[1];
    expect(rename?.before).toMatchObject({ roomId: 'bob' });
    expect(rename?.after).toMatchObject({ roomId: 'bob-2' });
    expect(roomEntries[0]?.after).toBeNull();
    const { activities } = await t.ok(admin.activity, { headers });
    expect(activities.filter((a) => a.type === 'admin_action')).toHaveLength(roomEntries.length);
  });
});
