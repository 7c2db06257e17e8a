import * as contract from '@cum/shared/contract/areas';
import type { Body } from '@cum/shared/contract/route';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';
import { hapticNotification } from '../../lib/telegram-actions';
import { errorToast, toast } from '../../ui/toast/toast-store';
import { adminKeys, dropRoom, dropTask, invalidateFeeds, putRoom, putTask, putUser } from './queries';

const { admin } = contract;
export type TaskBody = Body<typeof admin.createTask>;
export type RoomBody = Body<typeof admin.createRoom>;

/** A success toast, or the action's failure title with the server's message (docs/product.md#admin-panel). */
function feedback(success: string, failure: string) {
  return {
    onSuccess: () => {
      hapticNotification('success');
      toast({ title: success });
    },
    onError: (error: unknown) => {
      hapticNotification('error');
      errorToast(error, 'Please try again.', failure);
    },
  };
}

/** Stats count users' balance, tasks and rooms; every admin action lands in the feeds. */
function afterChange(qc: QueryClient, ...keys: ReadonlyArray<readonly unknown[]>) {
  for (const queryKey of keys) void qc.invalidateQueries({ queryKey });
  invalidateFeeds(qc);
}

export function useSetAdmin() {
  const qc = useQueryClient();
  const { onSuccess, onError } = feedback('User updated successfully', 'Failed to update user');
  return useMutation({
    mutationFn: (v: { userId: string; isAdmin: boolean }) =>
      apiCall(admin.setAdmin, { params: { userId: v.userId }, body: { isAdmin: v.isAdmin } }),
    onSuccess: ({ user }) => {
      putUser(qc, user);
      afterChange(qc);
      onSuccess();
    },
    onError,
  });
}

export function useAdjustBalance() {
  const qc = useQueryClient();
  const { onSuccess, onError } = feedback('User updated successfully', 'Failed to update user');
  return useMutation({
    mutationFn: (v: { userId: string; amount: number; reason: string }) =>
      apiCall(admin.adjustBalance, {
        params: { userId: v.userId },
        body: { amount: v.amount, reason: v.reason },
      }),
    onSuccess: ({ user }) => {
      putUser(qc, user);
      afterChange(qc, adminKeys.stats());
      onSuccess();
    },
    onError,
  });
}

export function useSaveTask() {
  const qc = useQueryClient();
  const created = feedback('Task created successfully', 'Failed to create task');
  const updated = feedback('Task updated successfully', 'Failed to update task');
  return useMutation({
    mutationFn: (v: { taskId: string | null; body: TaskBody }) =>
      v.taskId
        ? apiCall(admin.updateTask, { params: { taskId: v.taskId }, body: v.body })
        : apiCall(admin.createTask, { body: v.body }),
    onSuccess: ({ task }, v) => {
      if (v.taskId) putTask(qc, task);
      afterChange(qc, adminKeys.stats(), ...(v.taskId ? [] : [adminKeys.tasks()]));
      (v.taskId ? updated : created).onSuccess();
    },
    onError: (error, v) => (v.taskId ? updated : created).onError(error),
  });
}

export function useDeleteTask() {
  const qc = useQueryClient();
  const { onSuccess, onError } = feedback('Task deleted successfully', 'Failed to delete task');
  return useMutation({
    mutationFn: (taskId: string) => apiCall(admin.deleteTask, { params: { taskId } }),
    onSuccess: (_data, taskId) => {
      dropTask(qc, taskId);
      afterChange(qc, adminKeys.stats());
      onSuccess();
    },
    onError,
  });
}

export function useSaveRoom() {
  const qc = useQueryClient();
  const created = feedback('Room created successfully', 'Failed to create room');
  const updated = feedback('Room updated successfully', 'Failed to update room');
  return useMutation({
    mutationFn: (v: { roomId: string | null; body: RoomBody }) =>
      v.roomId
        ? apiCall(admin.updateRoom, { params: { roomId: v.roomId }, body: v.body })
        : apiCall(admin.createRoom, { body: v.body }),
    onSuccess: ({ room }, v) => {
      // The list is ordered by status and viewers, which an edit can change: put the answer in at
      // once, then let the server order it.
      if (v.roomId) putRoom(qc, v.roomId, room);
      afterChange(qc, adminKeys.stats(), adminKeys.rooms());
      (v.roomId ? updated : created).onSuccess();
    },
    onError: (error, v) => (v.roomId ? updated : created).onError(error),
  });
}

export function useDeleteRoom() {
  const qc = useQueryClient();
  const { onSuccess, onError } = feedback('Room deleted successfully', 'Failed to delete room');
  return useMutation({
    mutationFn: (roomId: string) => apiCall(admin.deleteRoom, { params: { roomId } }),
    onSuccess: (_data, roomId) => {
      dropRoom(qc, roomId);
      afterChange(qc, adminKeys.stats());
      onSuccess();
    },
    onError,
  });
}

/** Suspend (with a reason and an optional end) or lift a suspension; both audited by the server. */
export function useSuspension() {
  const qc = useQueryClient();
  const { onSuccess, onError } = feedback('User updated successfully', 'Failed to update user');
  return useMutation({
    mutationFn: (v: { userId: string; suspend: { reason: string; until: string | null } | null }) =>
      v.suspend
        ? apiCall(admin.suspend, { params: { userId: v.userId }, body: v.suspend })
        : apiCall(admin.unsuspend, { params: { userId: v.userId } }),
    onSuccess: ({ user }) => {
      putUser(qc, user);
      afterChange(qc);
      onSuccess();
    },
    onError,
  });
}
