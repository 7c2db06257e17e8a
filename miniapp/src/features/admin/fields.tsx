import { Input, Select, Switch, Textarea } from '@telegram-apps/telegram-ui';
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

interface FieldShell {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A visible label, the control, and the message the server or the schema gave for this field. */
function Field({ id, label, error, hint, children }: FieldShell & { children: ReactNode }) {
  return (
    <div className="admin-field">
      <label className="admin-field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="admin-field__error" role="alert">
          {capitalize(error)}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="admin-field__hint">
            {hint}
          </p>
        )
      )}
    </div>
  );
}

const described = ({ id, error, hint }: FieldShell) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

/**
 * A text input (or a textarea) taking react-hook-form's `register(name)` props as they are: the
 * Telegram UI controls forward the ref to the element.
 */
type TextFieldProps = FieldShell & { multiline?: boolean } & Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'id'
  > & {
    // register() hands one ref for whichever element renders.
    // biome-ignore lint/suspicious/noExplicitAny: an input's or a textarea's ref
    ref?: React.Ref<any>;
  };

export function TextField(props: TextFieldProps) {
  const { id, label, error, hint, multiline, ...rest } = props;
  const common = {
    id,
    status: error ? ('error' as const) : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described(props),
  };
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {multiline ? (
        <Textarea {...(rest as TextareaHTMLAttributes<HTMLTextAreaElement>)} {...common} rows={3} />
      ) : (
        <Input {...(rest as InputHTMLAttributes<HTMLInputElement>)} {...common} />
      )}
    </Field>
  );
}

export function SelectField<V extends string>(
  props: FieldShell & { options: readonly { value: V; label: string }[] } & Omit<
      SelectHTMLAttributes<HTMLSelectElement>,
      'id'
    > & { ref?: React.Ref<HTMLInputElement> },
) {
  const { id, label, error, hint, options, ...rest } = props;
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {/* Telegram UI types Select's ref as an input's; it is the <select>. */}
      <Select
        {...(rest as SelectHTMLAttributes<HTMLSelectElement> & { ref?: React.Ref<HTMLInputElement> })}
        id={id}
        aria-describedby={described(props)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

export function SwitchField(
  props: { id: string; label: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
      ref?: React.Ref<HTMLInputElement>;
    },
) {
  const { id, label, ...rest } = props;
  return (
    <div className="admin-switch">
      <label htmlFor={id}>{label}</label>
      <Switch {...rest} id={id} />
    </div>
  );
}
