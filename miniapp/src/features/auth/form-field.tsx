import { Input } from '@telegram-apps/telegram-ui';
import { type InputHTMLAttributes, type Ref, useId } from 'react';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  /** react-hook-form's `register(name)` hands one; the Telegram UI Input forwards it to the element. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A telegram-ui Input with its label and the field's error message underneath (announced), taking
 * react-hook-form's `register(name)` props as they are.
 */
export function FormField({ label, error, id, ...input }: FormFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const errorId = `${inputId}-error`;
  return (
    <div className="form-field">
      <Input
        {...input}
        id={inputId}
        header={label}
        aria-label={label}
        status={error ? 'error' : 'default'}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <p id={errorId} className="form-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
