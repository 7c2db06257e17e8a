import type { TaskActionType, TaskType } from '@cum/shared/contract/tasks';

const actionShort: Record<TaskActionType, string> = {
  instant: 'instant',
  external: 'link',
  telegram_join: 'channel',
  other: 'other',
};

/** The task's period (daily/weekly/special) and, smaller, how it is completed. */
export function TypeBadge({ type, actionType }: { type: TaskType; actionType: TaskActionType }) {
  return (
    <span className="admin-badges">
      <span className={`admin-badge admin-badge--${type}`}>{type}</span>
      <span className="admin-badge admin-badge--outline">{actionShort[actionType]}</span>
    </span>
  );
}

export function StatusBadge({ on, onLabel, offLabel }: { on: boolean; onLabel: string; offLabel: string }) {
  return (
    <span className={`admin-badge ${on ? 'admin-badge--on' : 'admin-badge--off'}`}>
      {on ? onLabel : offLabel}
    </span>
  );
}
