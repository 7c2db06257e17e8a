import * as contract from '@cum/shared/contract/areas';
import type { Task, UserTask } from '@cum/shared/contract/tasks';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { t } from '../../i18n/i18n';
import { apiCall } from '../../lib/api-client';
import { setCachedBalance } from '../../lib/balance-cache';
import { formatCum } from '../../lib/format';
import { sessionKeys } from '../../lib/session';
import { hapticNotification, openExternal } from '../../lib/telegram-actions';
import { useOneFlight } from '../../lib/use-one-flight';
import { errorToast, toast } from '../../ui/toast/toast-store';
import { tasksKeys } from './queries';
import type { TaskStep } from './task-steps';

interface Variables {
  task: Task;
  step: TaskStep;
}

function call({ task, step }: Variables) {
  const params = { id: task.id };
  switch (step) {
    case 'start':
      return apiCall(contract.tasks.start, { params });
    case 'trigger':
      return apiCall(contract.tasks.trigger, { params, body: {} });
    case 'claim':
      return apiCall(contract.tasks.claim, { params });
    case 'complete':
      return apiCall(contract.tasks.complete, { params });
  }
}

/**
 * The one task call that may run at a time (docs/product.md#tasks: every button is disabled while a call is
 * pending). Answers update the user-task list and the header's balance in place; failures show the
 * server's sentence in an 'Error' toast (docs/product.md#toasts), and verification answers stay on the task.
 */
export function useTaskAction() {
  const queryClient = useQueryClient();
  // A channel task's last verification answer, shown under it until the next try.
  const [answers, setAnswers] = useState<Record<string, string>>({});
  // When this device saw each trigger: the external wait counts from here, immune to clock skew.
  const triggeredLocally = useRef(new Map<string, number>());

  const mutation = useOneFlight({
    mutationFn: call,
    onMutate: ({ task, step }) => {
      // Opened inside the tap itself, before any await, so no popup blocker stands in the way.
      if (step === 'trigger' && task.actionUrl) openExternal(task.actionUrl);
      setAnswers(({ [task.id]: _dropped, ...rest }) => rest);
    },
    onSuccess: (answer, { step, task }) => {
      queryClient.setQueryData<UserTask[]>(tasksKeys.userTasks, (list) =>
        list?.map((ut) => (ut.taskId === answer.userTask.taskId ? answer.userTask : ut)),
      );
      if (step === 'trigger') triggeredLocally.current.set(task.id, Date.now());
      if (answer.reward > 0) {
        setCachedBalance(queryClient, answer.cumBalance);
        // Tasks Done and Total Rewards changed too; the next screen that needs them refetches.
        void queryClient.invalidateQueries({ queryKey: sessionKeys.user, refetchType: 'none' });
        hapticNotification('success');
        toast({
          title: t('toast-task-claimed'),
          description: t('toast-plus-amount', { amount: formatCum(answer.reward) }),
        });
      }
    },
    // A refusal that only repeats the step just done: the list is refreshed, no error shown.
    onEcho: () => queryClient.invalidateQueries({ queryKey: tasksKeys.userTasks }),
    onError: (error, { step, task }) => {
      hapticNotification('error');
      errorToast(error, t('error-generic'), t('toast-error'));
      if (step === 'claim' && task.actionType === 'telegram_join' && error instanceof Error) {
        setAnswers((all) => ({ ...all, [task.id]: error.message }));
      }
      // The server's state is the truth: a refusal often means this list is out of date.
      void queryClient.invalidateQueries({ queryKey: tasksKeys.userTasks });
    },
  });

  return {
    run: (task: Task, step: TaskStep) => mutation.run({ task, step }),
    pending: mutation.isPending,
    pendingTaskId: mutation.isPending ? mutation.variables?.task.id : undefined,
    answers,
    triggeredAt: (taskId: string) => triggeredLocally.current.get(taskId),
  };
}
