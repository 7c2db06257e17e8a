import * as contract from '@cum/shared/contract/areas';
import {
  type Task,
  type TaskActionType,
  type TaskType,
  taskActionTypes,
  taskTypes,
} from '@cum/shared/contract/tasks';
import { type FormEvent, useState } from 'react';
import { AdminDialog } from './admin-dialog';
import { type FieldErrors, messageOf, schemaFieldErrors, serverFieldErrors } from './field-errors';
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
type Field = (typeof fields)[number];

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
    reward: String(task?.reward ?? 25),
    type: task?.type ?? ('daily' as TaskType),
    actionType: task?.actionType ?? ('instant' as TaskActionType),
    actionUrl: task?.actionUrl ?? '',
    actionInstructions: task?.actionInstructions ?? '',
    telegramChatId: task?.telegramChatId ?? '',
    isActive: task?.isActive ?? true,
  };
}

/** 'Create New Task' or 'Edit Task': every field of the contract, errors under the field they name. */
export function TaskDialog({ task, onClose }: { task: Task | null; onClose: () => void }) {
  const [form, setForm] = useState(() => initial(task));
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveTask();
  const set =
    <K extends keyof typeof form>(key: K) =>
    (value: (typeof form)[K]) =>
      setForm((f) => ({ ...f, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const body = { ...form, reward: form.reward.trim() === '' ? Number.NaN : Number(form.reward) };
    const parsed = contract.admin.createTask.body.safeParse(body);
    if (!parsed.success) return setErrors(schemaFieldErrors(parsed.error.issues, fields));
    setErrors({});
    // Empty optional fields go as null so an edit can clear them.
    save.mutate(
      { taskId: task?.id ?? null, body },
      {
        onSuccess: onClose,
        onError: (error) => {
          const byField = serverFieldErrors(error, fields);
          setErrors(byField);
          if (Object.keys(byField).length === 0) setFormError(messageOf(error));
        },
      },
    );
  };

  const text = (key: 'title' | 'actionUrl' | 'actionInstructions' | 'telegramChatId', label: string) => ({
    id: `task-${key}`,
    label,
    value: form[key],
    onChange: set(key),
    error: errors[key],
  });

  return (
    <AdminDialog title={task ? 'Edit Task' : 'Create New Task'} onClose={onClose}>
      <form className="admin-form" onSubmit={submit} noValidate>
        <TextField {...text('title', 'Title')} />
        <TextField
          id="task-description"
          label="Description"
          multiline
          value={form.description}
          onChange={set('description')}
          error={errors.description}
        />
        <div className="admin-form__row">
          <TextField
            id="task-reward"
            label="Reward ($CUM)"
            inputMode="numeric"
            value={form.reward}
            onChange={set('reward')}
            error={errors.reward}
          />
          <SelectField
            id="task-type"
            label="Type"
            value={form.type}
            options={typeOptions}
            onChange={set('type')}
          />
        </div>
        <SelectField
          id="task-action"
          label="Action"
          value={form.actionType}
          options={actionOptions}
          onChange={set('actionType')}
          error={errors.actionType}
        />
        <TextField
          {...text('actionUrl', 'Action URL')}
          inputMode="url"
          placeholder="https://… or t.me/…"
          hint={form.actionType === 'external' ? 'Required for external tasks' : 'Optional'}
        />
        <TextField
          {...text('telegramChatId', 'Telegram channel')}
          placeholder="@channel or -100…"
          hint={
            form.actionType === 'telegram_join'
              ? 'Required: the claim checks membership'
              : 'Only for channel tasks'
          }
        />
        <TextField {...text('actionInstructions', 'Instructions')} placeholder="Optional" />
        <SwitchField id="task-active" label="Active" checked={form.isActive} onChange={set('isActive')} />
        <FormFooter
          error={formError}
          onCancel={onClose}
          pending={save.isPending}
          submitLabel={task ? 'Save Changes' : 'Create Task'}
        />
      </form>
    </AdminDialog>
  );
}
