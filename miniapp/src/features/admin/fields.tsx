import { Input, Select, Switch, Textarea } from '@telegram-apps/telegram-ui';
import type { ReactNode } from 'react';

interface FieldShell {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
}

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
          {error}
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

type TextFieldProps = FieldShell & {
  value: string;
  onChange: (value: string) => void;
  multiline?: boolean;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'>;

export function TextField({ multiline, value, onChange, ...props }: TextFieldProps) {
  const { id, label, error, hint, ...rest } = props;
  const common = {
    id,
    value,
    status: error ? ('error' as const) : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described(props),
  };
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {multiline ? (
        <Textarea {...common} rows={3} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <Input {...common} {...rest} onChange={(e) => onChange(e.target.value)} />
      )}
    </Field>
  );
}

export function SelectField<V extends string>(
  props: FieldShell & { value: V; options: readonly { value: V; label: string }[]; onChange: (v: V) => void },
) {
  return (
    <Field {...props}>
      <Select
        id={props.id}
        value={props.value}
        aria-describedby={described(props)}
        onChange={(e) => props.onChange(e.target.value as V)}
      >
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

export function SwitchField(props: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <div className="admin-switch">
      <label htmlFor={props.id}>{props.label}</label>
      <Switch id={props.id} checked={props.checked} onChange={(e) => props.onChange(e.target.checked)} />
    </div>
  );
}
