import * as contract from '@cum/shared/contract/areas';
import type { User } from '@cum/shared/contract/profile';
import { type FormEvent, useState } from 'react';
import { AdminDialog } from './admin-dialog';
import { type FieldErrors, messageOf, schemaFieldErrors, serverFieldErrors } from './field-errors';
import { TextField } from './fields';
import { FormFooter } from './form-footer';
import { useSuspension } from './mutations';
import { userLabel } from './user-label';

const fields = ['reason', 'until'] as const;
type Field = (typeof fields)[number];

/**
 * Suspends a user: they keep signing in and reading, every earning or spending call is refused with
 * the reason (shown to them on Home). Without an end it lasts until someone lifts it.
 */
export function SuspendDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const [reason, setReason] = useState('');
  // datetime-local: the admin's local time, sent as an ISO instant.
  const [until, setUntil] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const suspension = useSuspension();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const end = until ? new Date(until) : null;
    if (end && Number.isNaN(end.getTime())) return setErrors({ until: 'Enter a date and time' });
    const body = { reason, until: end ? end.toISOString() : null };
    const parsed = contract.admin.suspend.body.safeParse(body);
    if (!parsed.success) return setErrors(schemaFieldErrors(parsed.error.issues, fields));
    setErrors({});
    suspension.mutate(
      { userId: user.id, suspend: { reason: parsed.data.reason, until: parsed.data.until ?? null } },
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

  return (
    <AdminDialog
      title="Suspend user"
      description={`${userLabel(user)} will still sign in, but can't earn or spend $CUM.`}
      onClose={onClose}
    >
      <form className="admin-form" onSubmit={submit} noValidate>
        <TextField
          id="suspend-reason"
          label="Reason"
          multiline
          placeholder="Shown to the user and kept in the audit log"
          value={reason}
          onChange={setReason}
          error={errors.reason}
        />
        <TextField
          id="suspend-until"
          label="Until (optional)"
          type="datetime-local"
          value={until}
          onChange={setUntil}
          error={errors.until}
          hint="Empty: until someone lifts it"
        />
        <FormFooter
          error={formError}
          onCancel={onClose}
          pending={suspension.isPending}
          submitLabel="Suspend"
        />
      </form>
    </AdminDialog>
  );
}
