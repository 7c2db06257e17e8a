import type { Task, UserTask } from '@cum/shared/contract/tasks';
import { Button, Cell } from '@telegram-apps/telegram-ui';
import { useT } from '../../i18n/use-t';
import { formatCum } from '../../lib/format';
import { claimWaitMs, nextStep, type TaskStep } from './task-steps';

export interface TaskRowProps {
  task: Task;
  userTask: UserTask | undefined;
  /** The reward this user would get now (Task Bonus and Token Booster applied). */
  reward: number;
  now: number;
  /** When the action was triggered, in this device's clock (for the external wait). */
  triggeredAtMs: number | undefined;
  busy: boolean;
  running: boolean;
  answer: string | undefined;
  onStep: (task: Task, step: TaskStep) => void;
}

/** One task: title, description, reward and the button of its state. */
export function TaskRow({
  task,
  userTask,
  reward,
  now,
  triggeredAtMs,
  busy,
  running,
  answer,
  onStep,
}: TaskRowProps) {
  const status = userTask?.status ?? 'not_started';
  const next = nextStep(task, status);
  const waiting =
    next?.step === 'claim' && task.actionType === 'external' ? claimWaitMs(triggeredAtMs, now) : 0;
  const waitSeconds = Math.ceil(waiting / 1000);
  const t = useT();

  let after: React.ReactNode;
  if (!next) {
    after = <span className="task-row__done">✓ {t('task-done')}</span>;
  } else {
    after = (
      <Button
        size="s"
        disabled={busy || waiting > 0}
        loading={running}
        onClick={() => onStep(task, next.step)}
        aria-label={
          waiting > 0 ? t('task-claim-in-long', { seconds: waitSeconds }) : `${t(next.label)}: ${task.title}`
        }
      >
        {waiting > 0 ? t('task-claim-in', { seconds: waitSeconds }) : t(next.label)}
      </Button>
    );
  }

  const paid = userTask?.completed ? userTask.rewardPaid : reward;
  return (
    <Cell
      Component="div"
      multiline
      className="task-row"
      data-testid={`task-${task.id}`}
      subtitle={<span className="task-row__reward">+{formatCum(paid)} $CUM</span>}
      description={
        <>
          <span className="task-row__text">{task.description}</span>
          {status === 'action_triggered' && task.actionInstructions ? (
            <span className="task-row__text">{task.actionInstructions}</span>
          ) : null}
          {waiting > 0 ? (
            <span className="task-row__note" role="timer">
              {t('task-wait-note', { seconds: waitSeconds })}
            </span>
          ) : null}
          {answer ? (
            <span className="task-row__answer" role="status">
              {answer}
            </span>
          ) : null}
        </>
      }
      after={after}
    >
      {task.title}
    </Cell>
  );
}
