import { Input } from '@telegram-apps/telegram-ui';
import { type InputHTMLAttributes, useId } from 'react';

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string;
}

/** A telegram-ui Input with its label and the field's error message underneath (announced). */
export function FormField({ label, value, onValue, error, id, ...input }: FormFieldProps) {
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
        value={value}
        status={error ? 'error' : 'default'}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onValue(event.target.value)}
      />
      {error && (
        <p id={errorId} className="form-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
