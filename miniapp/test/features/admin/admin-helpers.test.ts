import type { User } from '@cum/shared/contract/profile';
import type { Room } from '@cum/shared/contract/rooms';
import type { Task } from '@cum/shared/contract/tasks';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { changes } from '../../../src/features/admin/audit-changes';
import {
  activityQuery,
  adminKeys,
  auditQuery,
  dropTask,
  putRoom,
  putUser,
  roomsQuery,
  statsQuery,
  tasksQuery,
  usersQuery,
} from '../../../src/features/admin/queries';

const user = (id: string, cumBalance: number) => ({ id, cumBalance }) as User;

describe('audit changes', () => {
  it('shows only the fields an edit changed, before and after', () => {
    expect(changes({ title: 'A', reward: 5 }, { title: 'B', reward: 5 })).toEqual([['title', 'A', 'B']]);
  });

  it('shows the filled fields of a create (after only) and of a delete (before only)', () => {
    expect(changes(null, { roomId: 'r1', thumbnailUrl: null })).toEqual([['roomId', null, 'r1']]);
    expect(changes({ roomId: 'r1', isOnline: false }, null)).toEqual([
      ['roomId', 'r1', null],
      ['isOnline', 'false', null],
    ]);
  });

  it('shows a balance adjustment as the balance before and after, with the amount and reason', () => {
    const rows = changes({ cumBalance: 1000 }, { cumBalance: 1125.5, amount: 125.5, reason: 'goodwill' });
    expect(rows).toEqual([
      ['cumBalance', '1000', '1125.5'],
      ['amount', '—', '125.5'],
      ['reason', '—', 'goodwill'],
    ]);
  });
});

describe('admin queries', () => {
  it('poll every 30 s (activity log every 10 s) and never in the background', () => {
    for (const q of [statsQuery, tasksQuery, roomsQuery, usersQuery(''), auditQuery]) {
      expect(q.refetchInterval).toBe(30_000);
      expect(q.refetchIntervalInBackground).toBe(false);
    }
    expect(activityQuery(50, 10_000).refetchInterval).toBe(10_000);
  });

  it('keys every search apart, under one users key', () => {
    expect(adminKeys.users('bob').slice(0, 2)).toEqual([...adminKeys.usersAll()]);
    expect(adminKeys.users('bob')).not.toEqual(adminKeys.users(''));
  });

  it('puts a changed user into every loaded search and page, leaving the rest as they were', () => {
    const qc = new QueryClient();
    const pages = (users: User[][]) => ({
      pages: users.map((u) => ({ users: u, nextCursor: null })),
      pageParams: users.map(() => null),
    });
    qc.setQueryData(adminKeys.users(''), pages([[user('a', 1)], [user('b', 2)]]));
    qc.setQueryData(adminKeys.users('b'), pages([[user('b', 2)]]));
    putUser(qc, user('b', 7));
    expect(qc.getQueryData(adminKeys.users(''))).toEqual(pages([[user('a', 1)], [user('b', 7)]]));
    expect(qc.getQueryData(adminKeys.users('b'))).toEqual(pages([[user('b', 7)]]));
  });

  it('drops a deleted task and replaces an edited room (found by its old room ID)', () => {
    const qc = new QueryClient();
    qc.setQueryData(adminKeys.tasks(), { tasks: [{ id: 't1' }, { id: 't2' }] as Task[] });
    dropTask(qc, 't1');
    expect(qc.getQueryData(adminKeys.tasks())).toEqual({ tasks: [{ id: 't2' }] });
    qc.setQueryData(adminKeys.rooms(), { rooms: [{ roomId: 'old', roomTitle: 'A' }] as Room[] });
    putRoom(qc, 'old', { roomId: 'new', roomTitle: 'B' } as Room);
    expect(qc.getQueryData(adminKeys.rooms())).toEqual({ rooms: [{ roomId: 'new', roomTitle: 'B' }] });
  });
});
