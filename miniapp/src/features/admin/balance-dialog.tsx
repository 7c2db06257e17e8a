import * as contract from '@cum/shared/contract/areas';
import type { User } from '@cum/shared/contract/profile';
import { useMemo } from 'react';
import { isApiError } from '../../lib/api-client';
import { asNumber, showServerError, useContractForm } from '../../lib/contract-form';
import { formatCum } from '../../lib/format';
import { AdminDialog } from './admin-dialog';
import { TextField } from './fields';
import { FormFooter } from './form-footer';
import { useAdjustBalance } from './mutations';
import { userLabel } from './user-label';

const BELOW_ZERO = "That would take the user's balance below zero.";
const afterOf = (balance: number, amount: number) => Math.round((balance + amount) * 1000) / 1000;

/** Credit (positive) or debit (negative) a user through the ledger; the server audits it. */
export function BalanceDialog({ user, onClose }: { user: User; onClose: () => void }) {
  // The contract's rules, plus the one this dialog can check because it knows the balance.
  const schema = useMemo(
    () =>
      contract.admin.adjustBalance.body.refine((b) => afterOf(user.cumBalance, b.amount) >= 0, {
        path: ['amount'],
        message: BELOW_ZERO,
      }),
    [user.cumBalance],
  );
  // No default amount: the field starts empty.
  const form = useContractForm(schema, { reason: '' });
  const { errors } = form.formState;
  const adjust = useAdjustBalance();
  const amount = form.watch('amount');
  const after = Number.isFinite(amount) ? afterOf(user.cumBalance, amount) : null;

  const submit = form.handleSubmit((body) =>
    adjust.mutate(
      { userId: user.id, ...body },
      {
        onSuccess: onClose,
        onError: (error) =>
          showServerError(form, error, ['amount', 'reason'], {
            amount: (e) => (isApiError(e) && e.code === 'insufficient_funds' ? e.message : null),
          }),
      },
    ),
  );

  return (
    <AdminDialog
      title="Adjust balance"
      description={`${userLabel(user)} has ${formatCum(user.cumBalance)} $CUM.`}
      onClose={onClose}
    >
      <form className="admin-form" onSubmit={submit} noValidate>
        <TextField
          id="adjust-amount"
          label="Amount ($CUM)"
          inputMode="decimal"
          placeholder="100 or -50"
          {...form.register('amount', { setValueAs: asNumber })}
          error={
            errors.amount &&
            (Number.isFinite(amount) ? errors.amount.message : 'Enter an amount, e.g. 100 or -50')
          }
          hint={after !== null && after >= 0 ? `New balance: ${formatCum(after)} $CUM` : 'Negative to debit'}
        />
        <TextField
          id="adjust-reason"
          label="Reason"
          multiline
          placeholder="Why (kept in the audit log)"
          {...form.register('reason')}
          error={errors.reason?.message}
        />
        <FormFooter
          error={errors.root?.server?.message}
          onCancel={onClose}
          pending={adjust.isPending}
          submitLabel="Apply"
        />
      </form>
    </AdminDialog>
  );
}
