import type { Task } from '@cum/shared/contract/tasks';
import { useQuery } from '@tanstack/react-query';
import { formatCum } from '../../lib/format';
import { StatusBadge, TypeBadge } from './badges';
import { type CrudColumn, CrudTable } from './crud-table';
import { useDeleteTask } from './mutations';
import { tasksQuery } from './queries';
import { TaskDialog } from './task-dialog';

const columns: CrudColumn<Task>[] = [
  {
    label: 'Task',
    primary: true,
    cell: (t) => (
      <>
        <span className="admin-strong">{t.title}</span>
        <span className="admin-muted admin-clamp">{t.description}</span>
      </>
    ),
  },
  { label: 'Type', cell: (t) => <TypeBadge type={t.type} actionType={t.actionType} /> },
  { label: 'Reward', cell: (t) => <span className="admin-nowrap">{formatCum(t.reward)} $CUM</span> },
  { label: 'Status', cell: (t) => <StatusBadge on={t.isActive} onLabel="Active" offLabel="Inactive" /> },
];

export function TasksTab() {
  const tasks = useQuery(tasksQuery);
  const remove = useDeleteTask();
  return (
    <CrudTable
      label="Tasks"
      createLabel="Create Task"
      emptyText="No tasks yet"
      state={tasks}
      rows={tasks.data?.tasks ?? []}
      columns={columns}
      rowKey={(t) => t.id}
      rowName={(t) => t.title}
      editor={(task, close) => <TaskDialog task={task} onClose={close} />}
      confirmDelete={(t) => ({
        title: 'Delete task?',
        description: `"${t.title}" disappears for users. Completions and rewards already paid stay.`,
      })}
      remove={{ pending: remove.isPending, run: (t, done) => remove.mutate(t.id, { onSettled: done }) }}
    />
  );
}
