import * as contract from '@cum/shared/contract/areas';
import type { User } from '@cum/shared/contract/profile';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../lib/api-client';
import { formatCum } from '../../lib/format';
import { AdminDialog } from './admin-dialog';
import { type FieldErrors, messageOf, schemaFieldErrors, serverFieldErrors } from './field-errors';
import { TextField } from './fields';
import { FormFooter } from './form-footer';
import { useAdjustBalance } from './mutations';
import { userLabel } from './user-label';

const fields = ['amount', 'reason'] as const;
type Field = (typeof fields)[number];
const BELOW_ZERO = "That would take the user's balance below zero.";

/** Credit (positive) or debit (negative) a user through the ledger; the server audits it. */
export function BalanceDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const adjust = useAdjustBalance();
  const value = Number(amount.replace(',', '.'));
  const valid = amount.trim() !== '' && Number.isFinite(value);
  const after = valid ? Math.round((user.cumBalance + value) * 1000) / 1000 : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (!valid) return setErrors({ amount: 'Enter an amount, e.g. 100 or -50' });
    const body = { amount: value, reason };
    const parsed = contract.admin.adjustBalance.body.safeParse(body);
    if (!parsed.success) return setErrors(schemaFieldErrors(parsed.error.issues, fields));
    if (after !== null && after < 0) return setErrors({ amount: BELOW_ZERO });
    setErrors({});
    adjust.mutate(
      { userId: user.id, ...parsed.data },
      {
        onSuccess: onClose,
        onError: (error) => {
          const byField = serverFieldErrors(error, fields);
          if (isApiError(error) && error.code === 'insufficient_funds') byField.amount = error.message;
          setErrors(byField);
          if (Object.keys(byField).length === 0) setFormError(messageOf(error));
        },
      },
    );
  };

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
          value={amount}
          onChange={setAmount}
          error={errors.amount}
          hint={after !== null && after >= 0 ? `New balance: ${formatCum(after)} $CUM` : 'Negative to debit'}
        />
        <TextField
          id="adjust-reason"
          label="Reason"
          multiline
          placeholder="Why (kept in the audit log)"
          value={reason}
          onChange={setReason}
          error={errors.reason}
        />
        <FormFooter error={formError} onCancel={onClose} pending={adjust.isPending} submitLabel="Apply" />
      </form>
    </AdminDialog>
  );
}
