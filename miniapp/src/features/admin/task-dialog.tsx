import * as contract from '@cum/shared/contract/areas';
import { type Task, type TaskActionType, taskActionTypes, taskTypes } from '@cum/shared/contract/tasks';
import { asNumber, showServerError, useContractForm } from '../../lib/contract-form';
import { AdminDialog } from './admin-dialog';
import { SelectField, SwitchField, TextField } from './fields';
import { FormFooter } from './form-footer';
import { useSaveTask } from './mutations';

const fields = [
  'title',
  'description',
  'reward',
  'type',
  'actionType',
  'actionUrl',
  'actionInstructions',
  'telegramChatId',
  'isActive',
] as const;

const typeOptions = taskTypes.map((t) => ({ value: t, label: t.charAt(0).toUpperCase() + t.slice(1) }));
const actionLabels: Record<TaskActionType, string> = {
  instant: 'Instant (complete in one tap)',
  external: 'External link (visit, then claim)',
  telegram_join: 'Join a Telegram channel',
  other: 'Other',
};
const actionOptions = taskActionTypes.map((t) => ({ value: t, label: actionLabels[t] }));

function initial(task: Task | null) {
  return {
    title: task?.title ?? '',
    description: task?.description ?? '',
    reward: task?.reward ?? 25,
    type: task?.type ?? 'daily',
    actionType: task?.actionType ?? 'instant',
    actionUrl: task?.actionUrl ?? '',
    actionInstructions: task?.actionInstructions ?? '',
    telegramChatId: task?.telegramChatId ?? '',
    isActive: task?.isActive ?? true,
  } as const;
}

/** 'Create New Task' or 'Edit Task': every field of the contract, errors under the field they name. */
export function TaskDialog({ task, onClose }: { task: Task | null; onClose: () => void }) {
  const form = useContractForm(contract.admin.createTask.body, initial(task));
  const { errors } = form.formState;
  const save = useSaveTask();
  const actionType = form.watch('actionType');

  // The schema's output: empty optional fields are null, so an edit can clear them.
  const submit = form.handleSubmit((body) =>
    save.mutate(
      { taskId: task?.id ?? null, body },
      { onSuccess: onClose, onError: (error) => showServerError(form, error, fields) },
    ),
  );

  const text = (key: 'title' | 'actionUrl' | 'actionInstructions' | 'telegramChatId', label: string) => ({
    id: `task-${key}`,
    label,
    ...form.register(key),
    error: errors[key]?.message,
  });

  return (
    <AdminDialog title={task ? 'Edit Task' : 'Create New Task'} onClose={onClose}>
      <form className="admin-form" onSubmit={submit} noValidate>
        <TextField {...text('title', 'Title')} />
        <TextField
          id="task-description"
          label="Description"
          multiline
          {...form.register('description')}
          error={errors.description?.message}
        />
        <div className="admin-form__row">
          <TextField
            id="task-reward"
            label="Reward ($CUM)"
            inputMode="numeric"
            {...form.register('reward', { setValueAs: asNumber })}
            error={errors.reward?.message}
          />
          <SelectField id="task-type" label="Type" options={typeOptions} {...form.register('type')} />
        </div>
        <SelectField
          id="task-action"
          label="Action"
          options={actionOptions}
          {...form.register('actionType')}
          error={errors.actionType?.message}
        />
        <TextField
          {...text('actionUrl', 'Action URL')}
          inputMode="url"
          placeholder="https://… or t.me/…"
          hint={actionType === 'external' ? 'Required for external tasks' : 'Optional'}
        />
        <TextField
          {...text('telegramChatId', 'Telegram channel')}
          placeholder="@channel or -100…"
          hint={
            actionType === 'telegram_join'
              ? 'Required: the claim checks membership'
              : 'Only for channel tasks'
          }
        />
        <TextField {...text('actionInstructions', 'Instructions')} placeholder="Optional" />
        <SwitchField id="task-active" label="Active" {...form.register('isActive')} />
        <FormFooter
          error={errors.root?.server?.message}
          onCancel={onClose}
          pending={save.isPending}
          submitLabel={task ? 'Save Changes' : 'Create Task'}
        />
      </form>
    </AdminDialog>
  );
}
