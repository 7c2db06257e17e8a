import * as contract from '@cum/shared/contract/areas';
import type { User } from '@cum/shared/contract/profile';
import { z } from 'zod';
import { showServerError, useContractForm } from '../../lib/contract-form';
import { AdminDialog } from './admin-dialog';
import { TextField } from './fields';
import { FormFooter } from './form-footer';
import { useSuspension } from './mutations';
import { userLabel } from './user-label';

const body = contract.admin.suspend.body;
/**
 * The contract's suspend body, with `until` typed into a datetime-local input: the admin's local
 * time, sent as an ISO instant ('' means until someone lifts it).
 */
const schema = z.object({
  reason: body.shape.reason,
  until: z
    .string()
    .transform((v, ctx) => {
      if (!v) return null;
      const end = new Date(v);
      if (!Number.isNaN(end.getTime())) return end.toISOString();
      ctx.addIssue({ code: 'custom', message: 'Enter a date and time' });
      return z.NEVER;
    })
    .pipe(body.shape.until.unwrap()),
});

/**
 * Suspends a user: they keep signing in and reading, every earning or spending call is refused with
 * the reason (shown to them on Home). Without an end it lasts until someone lifts it.
 */
export function SuspendDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const form = useContractForm(schema, { reason: '', until: '' });
  const { errors } = form.formState;
  const suspension = useSuspension();

  const submit = form.handleSubmit((values) =>
    suspension.mutate(
      { userId: user.id, suspend: { reason: values.reason, until: values.until ?? null } },
      { onSuccess: onClose, onError: (error) => showServerError(form, error, ['reason', 'until']) },
    ),
  );

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
          {...form.register('reason')}
          error={errors.reason?.message}
        />
        <TextField
          id="suspend-until"
          label="Until (optional)"
          type="datetime-local"
          {...form.register('until')}
          error={errors.until?.message}
          hint="Empty: until someone lifts it"
        />
        <FormFooter
          error={errors.root?.server?.message}
          onCancel={onClose}
          pending={suspension.isPending}
          submitLabel="Suspend"
        />
      </form>
    </AdminDialog>
  );
}
