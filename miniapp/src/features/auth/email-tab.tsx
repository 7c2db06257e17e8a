import * as contract from '@cum/shared/contract/areas';
import { useMutation } from '@tanstack/react-query';
import { Button, SegmentedControl } from '@telegram-apps/telegram-ui';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { t } from '../../i18n/i18n';
import { useT } from '../../i18n/use-t';
import { apiCall, isApiError } from '../../lib/api-client';
import { FormField } from './form-field';
import { fieldErrorsOf, finishSignIn, registerThenLogin } from './queries';
import { checkLogin, checkRegister, type FieldErrors } from './validation';

type Mode = 'register' | 'login';

/** docs/product.md#sign-in, Email tab: inner tabs 'Create Account' and 'Sign In'. */
export function EmailTab() {
  const t = useT();
  const [mode, setMode] = useState<Mode>('register');
  return (
    <div className="auth-email">
      <SegmentedControl className="auth-email__modes" role="tablist" aria-label={t('auth-email-modes')}>
        <SegmentedControl.Item
          selected={mode === 'register'}
          aria-selected={mode === 'register'}
          onClick={() => setMode('register')}
        >
          {t('auth-create-account')}
        </SegmentedControl.Item>
        <SegmentedControl.Item
          selected={mode === 'login'}
          aria-selected={mode === 'login'}
          onClick={() => setMode('login')}
        >
          {t('auth-sign-in')}
        </SegmentedControl.Item>
      </SegmentedControl>
      {mode === 'register' ? <RegisterForm /> : <LoginForm />}
    </div>
  );
}

function formError(error: unknown, fields: FieldErrors): string | undefined {
  if (!error || Object.keys(fields).length > 0) return undefined;
  return isApiError(error) ? error.message : t('auth-error-generic');
}

/**
 * A form's values and field errors; editing a field clears its error. Not react-hook-form as in the admin
 * dialogs, on purpose: these forms are /login's first screen, and react-hook-form measured +12 kB gzip
 * there (163.3 -> 175.4 kB against its 165 kB budget and the 2.5 s LCP target), for forms that need only
 * their values and the server's field errors (queries.ts fieldErrorsOf).
 */
function useFields<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (name: keyof T & string) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };
  return { values, errors, setErrors, set };
}

function RegisterForm() {
  const t = useT();
  const { values, errors, setErrors, set } = useFields({
    email: '',
    username: '',
    password: '',
    firstName: '',
    lastName: '',
  });
  const [notice, setNotice] = useState<string>();
  const register = useMutation({
    mutationFn: registerThenLogin,
    onSuccess: (outcome) => {
      if (outcome.kind === 'signed-in') finishSignIn(outcome.user);
      else setNotice(outcome.message);
    },
    onError: (error) => setErrors(fieldErrorsOf(error)),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(undefined);
    const found = checkRegister(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    register.mutate({
      email: values.email.trim(),
      username: values.username.trim(),
      password: values.password,
      firstName: values.firstName.trim() || undefined,
      lastName: values.lastName.trim() || undefined,
    });
  };

  const general = formError(register.error, errors);
  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-label={t('auth-create-account')}>
      <FormField
        label={t('auth-field-email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        value={values.email}
        onValue={set('email')}
        error={errors.email}
      />
      <FormField
        label={t('auth-field-username')}
        autoComplete="username"
        value={values.username}
        onValue={set('username')}
        error={errors.username}
      />
      <FormField
        label={t('auth-field-password')}
        type="password"
        autoComplete="new-password"
        value={values.password}
        onValue={set('password')}
        error={errors.password}
      />
      <FormField
        label={t('auth-field-first-name')}
        autoComplete="given-name"
        value={values.firstName}
        onValue={set('firstName')}
        error={errors.firstName}
      />
      <FormField
        label={t('auth-field-last-name')}
        autoComplete="family-name"
        value={values.lastName}
        onValue={set('lastName')}
        error={errors.lastName}
      />
      {general && (
        <p className="auth-form__error" role="alert">
          {general}
        </p>
      )}
      {notice && (
        <p className="auth-form__notice" role="status">
          {notice}
        </p>
      )}
      <Button type="submit" size="l" stretched loading={false} disabled={register.isPending}>
        {t(register.isPending ? 'auth-creating-account' : 'auth-create-account')}
      </Button>
    </form>
  );
}

function LoginForm() {
  const t = useT();
  const { values, errors, setErrors, set } = useFields({ email: '', password: '' });
  const login = useMutation({
    mutationFn: (body: { email: string; password: string }) => apiCall(contract.auth.login, { body }),
    onSuccess: ({ user }) => finishSignIn(user),
    onError: (error) => setErrors(fieldErrorsOf(error)),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkLogin(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    login.mutate({ email: values.email.trim(), password: values.password });
  };

  const general = formError(login.error, errors);
  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-label={t('auth-sign-in')}>
      <FormField
        label={t('auth-field-email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        value={values.email}
        onValue={set('email')}
        error={errors.email}
      />
      <FormField
        label={t('auth-field-password')}
        type="password"
        autoComplete="current-password"
        value={values.password}
        onValue={set('password')}
        error={errors.password}
      />
      {general && (
        <p className="auth-form__error" role="alert">
          {general}
        </p>
      )}
      <Button type="submit" size="l" stretched disabled={login.isPending}>
        {t(login.isPending ? 'auth-signing-in' : 'auth-sign-in')}
      </Button>
      <Link className="auth-form__link" to={paths.forgotPassword}>
        {t('auth-forgot-password')}
      </Link>
    </form>
  );
}
