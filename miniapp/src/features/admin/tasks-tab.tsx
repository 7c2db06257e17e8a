import type { Task } from '@cum/shared/contract/tasks';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { formatCum } from '../../lib/format';
import { StatusBadge, TypeBadge } from './badges';
import { ConfirmDialog } from './confirm-dialog';
import { useDeleteTask } from './mutations';
import { tasksQuery } from './queries';
import { TabError, TabLoading } from './query-state';
import { TaskDialog } from './task-dialog';

type Editing = { task: Task | null } | null;

export function TasksTab() {
  const tasks = useQuery(tasksQuery);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Task | null>(null);
  const remove = useDeleteTask();
  const list = tasks.data?.tasks ?? [];

  return (
    <div className="admin-section">
      <div className="admin-toolbar admin-toolbar--end">
        <Button size="m" className="admin-btn-primary" onClick={() => setEditing({ task: null })}>
          Create Task
        </Button>
      </div>
      {tasks.isPending ? (
        <TabLoading label="Loading tasks" />
      ) : tasks.isError ? (
        <TabError error={tasks.error} onRetry={() => void tasks.refetch()} />
      ) : list.length === 0 ? (
        <p className="admin-muted admin-empty">No tasks yet</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table" aria-label="Tasks">
            <thead>
              <tr>
                <th scope="col">Task</th>
                <th scope="col">Type</th>
                <th scope="col">Reward</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {list.map((t) => (
                <tr key={t.id}>
                  <td data-label="Task" className="admin-table__primary">
                    <span className="admin-strong">{t.title}</span>
                    <span className="admin-muted admin-clamp">{t.description}</span>
                  </td>
                  <td data-label="Type">
                    <TypeBadge type={t.type} actionType={t.actionType} />
                  </td>
                  <td data-label="Reward">
                    <span className="admin-nowrap">{formatCum(t.reward)} $CUM</span>
                  </td>
                  <td data-label="Status">
                    <StatusBadge on={t.isActive} onLabel="Active" offLabel="Inactive" />
                  </td>
                  <td data-label="Actions">
                    <div className="admin-actions">
                      <Button
                        size="s"
                        mode="bezeled"
                        className="admin-btn-soft"
                        aria-label={`Edit ${t.title}`}
                        onClick={() => setEditing({ task: t })}
                      >
                        Edit
                      </Button>
                      <Button
                        size="s"
                        mode="plain"
                        className="admin-button--danger-text"
                        aria-label={`Delete ${t.title}`}
                        onClick={() => setDeleting(t)}
                      >
                        Delete
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing && <TaskDialog task={editing.task} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmDialog
          title="Delete task?"
          description={`"${deleting.title}" disappears for users. Completions and rewards already paid stay.`}
          confirmLabel="Delete"
          destructive
          busy={remove.isPending}
          onConfirm={() => remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
          onClose={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
