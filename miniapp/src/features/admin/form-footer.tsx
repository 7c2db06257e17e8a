import { Button } from '@telegram-apps/telegram-ui';

/** The end of an admin dialog's form: the form's error, if any, then Cancel and the submit button. */
export function FormFooter({
  error,
  onCancel,
  pending,
  submitLabel,
}: {
  error: string | null | undefined;
  onCancel: () => void;
  pending: boolean;
  submitLabel: string;
}) {
  return (
    <>
      {error && (
        <p className="admin-form__error" role="alert">
          {error}
        </p>
      )}
      <div className="admin-dialog__actions">
        <Button mode="gray" size="m" type="button" onClick={onCancel}>
          Cancel
        </Button>
        <Button size="m" className="admin-btn-primary" type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}
