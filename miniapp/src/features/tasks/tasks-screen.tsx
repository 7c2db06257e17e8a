import type { Task, TaskType } from '@cum/shared/contract/tasks';
import { fromMilli } from '@cum/shared/domain/money';
import { taskPeriodEnd } from '@cum/shared/domain/task-periods';
import { taskPeriodKey, taskRewardMilli } from '@cum/shared/domain/tasks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { List, Placeholder, Section } from '@telegram-apps/telegram-ui';
import { useEffect, useMemo, useRef } from 'react';
import { currentUserQuery } from '../../lib/session';
import { useClosingConfirmation } from '../../lib/telegram-actions';
import { LoadError } from '../../ui/load-error';
import { EmptyTasksIcon } from './empty-icon';
import { tasksKeys, tasksListQuery, userTasksQuery } from './queries';
import { TaskRow } from './task-row';
import { TasksSkeleton } from './tasks-skeleton';
import { useNow } from './use-now';
import { useTaskAction } from './use-task-action';
import './tasks.css';
import { t } from '../../i18n/i18n';
import { useT } from '../../i18n/use-t';

const sections: ReadonlyArray<{ type: TaskType; title: string }> = [
  { type: 'daily', title: 'tasks-daily' },
  { type: 'weekly', title: 'tasks-weekly' },
  { type: 'special', title: 'tasks-special' },
];

const HOUR_MS = 3_600_000;
/** "resets in 2 d" / "5 h" / "12 min" (the periods' boundaries are shared/domain/task-periods.ts). */
function resetText(type: TaskType, now: number): string | null {
  const end = taskPeriodEnd(type, new Date(now));
  if (!end) return null;
  const ms = Math.max(0, end.getTime() - now);
  if (ms >= 48 * HOUR_MS)
    return t('tasks-resets-in', { unit: 'day', count: Math.floor(ms / (24 * HOUR_MS)) });
  if (ms >= HOUR_MS) return t('tasks-resets-in', { unit: 'hour', count: Math.floor(ms / HOUR_MS) });
  return t('tasks-resets-in', { unit: 'minute', count: Math.max(1, Math.ceil(ms / 60_000)) });
}

/**
 * Tasks (docs/product.md#tasks): Daily, Weekly and Special sections, each task with the button of its state.
 */
export function TasksScreen() {
  const queryClient = useQueryClient();
  const tasks = useQuery(tasksListQuery);
  useT();
  const userTasks = useQuery(userTasksQuery);
  const user = useQuery(currentUserQuery).data;
  const action = useTaskAction();
  useClosingConfirmation(action.pending);

  const byTask = useMemo(
    () => new Map((userTasks.data ?? []).map((ut) => [ut.taskId, ut])),
    [userTasks.data],
  );
  // Tick every second while an external task waits (its countdown), else every 30 s (reset texts).
  const externalIds = useMemo(
    () => new Set((tasks.data?.tasks ?? []).filter((t) => t.actionType === 'external').map((t) => t.id)),
    [tasks.data],
  );
  const waiting = (userTasks.data ?? []).some(
    (ut) => ut.status === 'action_triggered' && externalIds.has(ut.taskId),
  );
  const now = useNow(waiting ? 1000 : 30_000);

  // A new period starts every task again: refetch the statuses when the day or week rolls over.
  const periodKeys = `${taskPeriodKey('daily', new Date(now))}|${taskPeriodKey('weekly', new Date(now))}`;
  const lastKeys = useRef(periodKeys);
  useEffect(() => {
    if (lastKeys.current === periodKeys) return;
    lastKeys.current = periodKeys;
    void queryClient.invalidateQueries({ queryKey: tasksKeys.userTasks });
  }, [periodKeys, queryClient]);

  // An error first: a list whose load failed shows why and Retry, never a skeleton that stays.
  if (tasks.isError || userTasks.isError) {
    return (
      <LoadError
        title={t('tasks-load-error')}
        error={tasks.error ?? userTasks.error}
        onRetry={() => {
          if (tasks.isError) void tasks.refetch();
          if (userTasks.isError) void userTasks.refetch();
        }}
      />
    );
  }
  if (tasks.isPending || userTasks.isPending) return <TasksSkeleton />;

  const list = tasks.data.tasks;
  if (list.length === 0) {
    return (
      <Placeholder
        className="screen-empty earn-screen"
        header={t('tasks-empty')}
        description={t('tasks-empty-hint')}
      >
        <EmptyTasksIcon />
      </Placeholder>
    );
  }

  const perks = user?.perks;
  const rewardOf = (task: Task) =>
    fromMilli(
      taskRewardMilli(
        task.reward,
        {
          taskBonus: perks?.taskBonus,
          boosterUntil: perks?.boosterUntil ? new Date(perks.boosterUntil) : null,
        },
        new Date(now),
      ),
    );

  return (
    <List className="tasks-screen earn-screen">
      {sections.map(({ type, title }) => {
        const items = list.filter((t) => t.type === type);
        if (items.length === 0) return null;
        const reset = resetText(type, now);
        return (
          <Section
            key={type}
            aria-label={t('tasks-section', { section: t(title) })}
            header={
              <Section.Header>
                <span className="tasks-screen__header">
                  <span>{t(title)}</span>
                  {reset ? <span className="tasks-screen__reset">{reset}</span> : null}
                </span>
              </Section.Header>
            }
          >
            {items.map((task) => {
              const ut = byTask.get(task.id);
              const triggered =
                action.triggeredAt(task.id) ?? (ut?.triggeredAt ? Date.parse(ut.triggeredAt) : undefined);
              return (
                <TaskRow
                  key={task.id}
                  task={task}
                  userTask={ut}
                  reward={rewardOf(task)}
                  now={now}
                  triggeredAtMs={triggered}
                  busy={action.pending}
                  running={action.pendingTaskId === task.id}
                  answer={action.answers[task.id]}
                  onStep={action.run}
                />
              );
            })}
          </Section>
        );
      })}
    </List>
  );
}
