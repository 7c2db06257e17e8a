import * as contract from '@cum/shared/contract/areas';
import type { User } from '@cum/shared/contract/profile';
import type { Room } from '@cum/shared/contract/rooms';
import type { Task } from '@cum/shared/contract/tasks';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
} from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';

/** docs/product.md#admin-panel: the panel refreshes every 30 s, the activity log every 10 s. */
export const REFRESH_MS = 30_000;
export const ACTIVITY_REFRESH_MS = 10_000;
/** The dashboard's Recent Activity card shows the latest 10. */
export const DASHBOARD_ACTIVITY_LIMIT = 10;
export const ACTIVITY_LOG_LIMIT = 50;

/**
 * Query keys of the admin panel. Only the active tab's queries are mounted, so only they poll;
 * refetchIntervalInBackground stays false, so nothing polls while the page is hidden.
 */
export const adminKeys = {
  all: ['admin'] as const,
  stats: () => [...adminKeys.all, 'stats'] as const,
  usersAll: () => [...adminKeys.all, 'users'] as const,
  users: (search: string) => [...adminKeys.usersAll(), search] as const,
  tasks: () => [...adminKeys.all, 'tasks'] as const,
  rooms: () => [...adminKeys.all, 'rooms'] as const,
  activityAll: () => [...adminKeys.all, 'activity'] as const,
  activity: (limit: number) => [...adminKeys.activityAll(), limit] as const,
  audit: () => [...adminKeys.all, 'audit'] as const,
  user: (userId: string) => [...adminKeys.all, 'user', userId] as const,
  userLedger: (userId: string) => [...adminKeys.user(userId), 'ledger'] as const,
  userReferrals: (userId: string) => [...adminKeys.user(userId), 'referrals'] as const,
  review: () => [...adminKeys.all, 'review'] as const,
};

const polling = (ms: number) => ({ refetchInterval: ms, refetchIntervalInBackground: false }) as const;

export const statsQuery = queryOptions({
  queryKey: adminKeys.stats(),
  queryFn: ({ signal }) => apiCall(contract.admin.stats, { signal }),
  ...polling(REFRESH_MS),
});

export const usersQuery = (search: string) =>
  infiniteQueryOptions({
    queryKey: adminKeys.users(search),
    queryFn: ({ signal, pageParam }) =>
      apiCall(contract.admin.users, {
        signal,
        query: { search: search || undefined, cursor: pageParam ?? undefined },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...polling(REFRESH_MS),
  });

export const tasksQuery = queryOptions({
  queryKey: adminKeys.tasks(),
  queryFn: ({ signal }) => apiCall(contract.admin.listTasks, { signal }),
  ...polling(REFRESH_MS),
});

export const roomsQuery = queryOptions({
  queryKey: adminKeys.rooms(),
  queryFn: ({ signal }) => apiCall(contract.rooms.list, { signal }),
  ...polling(REFRESH_MS),
});

export const activityQuery = (limit: number, refreshMs: number) =>
  queryOptions({
    queryKey: adminKeys.activity(limit),
    queryFn: ({ signal }) => apiCall(contract.admin.activity, { signal, query: { limit } }),
    ...polling(refreshMs),
  });

export const auditQuery = infiniteQueryOptions({
  queryKey: adminKeys.audit(),
  queryFn: ({ signal, pageParam }) =>
    apiCall(contract.admin.audit, { signal, query: { cursor: pageParam ?? undefined } }),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.nextCursor,
  ...polling(REFRESH_MS),
});

type UsersPages = InfiniteData<{ users: User[]; nextCursor: string | null }, string | null>;

/** Every admin mutation writes the audit log and the activity feed. */
export function invalidateFeeds(qc: QueryClient): void {
  void qc.invalidateQueries({ queryKey: adminKeys.audit() });
  void qc.invalidateQueries({ queryKey: adminKeys.activityAll() });
}

/**
 * Puts the user the server answered into every loaded page of every search and into their own page;
 * their ledger (an adjustment adds an entry) is read again.
 */
export function putUser(qc: QueryClient, user: User): void {
  qc.setQueryData<{ user: User }>(adminKeys.user(user.id), (data) => (data ? { ...data, user } : data));
  void qc.invalidateQueries({ queryKey: adminKeys.userLedger(user.id) });
  qc.setQueriesData<UsersPages>({ queryKey: adminKeys.usersAll() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            users: page.users.map((u) => (u.id === user.id ? user : u)),
          })),
        }
      : data,
  );
}

export function putTask(qc: QueryClient, task: Task): void {
  qc.setQueryData<{ tasks: Task[] }>(adminKeys.tasks(), (data) =>
    data ? { tasks: data.tasks.map((t) => (t.id === task.id ? task : t)) } : data,
  );
}

export function dropTask(qc: QueryClient, taskId: string): void {
  qc.setQueryData<{ tasks: Task[] }>(adminKeys.tasks(), (data) =>
    data ? { tasks: data.tasks.filter((t) => t.id !== taskId) } : data,
  );
}

export function putRoom(qc: QueryClient, previousRoomId: string, room: Room): void {
  qc.setQueryData<{ rooms: Room[] }>(adminKeys.rooms(), (data) =>
    data ? { rooms: data.rooms.map((r) => (r.roomId === previousRoomId ? room : r)) } : data,
  );
}

export function dropRoom(qc: QueryClient, roomId: string): void {
  qc.setQueryData<{ rooms: Room[] }>(adminKeys.rooms(), (data) =>
    data ? { rooms: data.rooms.filter((r) => r.roomId !== roomId) } : data,
  );
}
