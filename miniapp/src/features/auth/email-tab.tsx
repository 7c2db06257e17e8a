import * as contract from '@cum/shared/contract/areas';
import { useMutation } from '@tanstack/react-query';
import { Button, SegmentedControl } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useT } from '../../i18n/use-t';
import { apiCall } from '../../lib/api-client';
import { showServerError, useContractForm } from '../../lib/contract-form';
import { FormField } from './form-field';
import { loginForm, registerForm } from './form-schemas';
import { finishSignIn, registerThenLogin } from './queries';

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

const registerFields = ['email', 'username', 'password', 'firstName', 'lastName'] as const;

function RegisterForm() {
  const t = useT();
  const form = useContractForm(registerForm, {
    email: '',
    username: '',
    password: '',
    firstName: '',
    lastName: '',
  });
  const { errors } = form.formState;
  const [notice, setNotice] = useState<string>();
  const register = useMutation({
    mutationFn: registerThenLogin,
    onSuccess: (outcome) => {
      if (outcome.kind === 'signed-in') finishSignIn(outcome.user);
      else setNotice(outcome.message);
    },
    onError: (error) => showServerError(form, error, registerFields),
  });

  const submit = form.handleSubmit((values) => {
    setNotice(undefined);
    register.mutate({
      ...values,
      firstName: values.firstName || undefined,
      lastName: values.lastName || undefined,
    });
  });

  const general = errors.root?.server?.message;
  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-label={t('auth-create-account')}>
      <FormField
        label={t('auth-field-email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        {...form.register('email')}
        error={errors.email?.message}
      />
      <FormField
        label={t('auth-field-username')}
        autoComplete="username"
        {...form.register('username')}
        error={errors.username?.message}
      />
      <FormField
        label={t('auth-field-password')}
        type="password"
        autoComplete="new-password"
        {...form.register('password')}
        error={errors.password?.message}
      />
      <FormField
        label={t('auth-field-first-name')}
        autoComplete="given-name"
        {...form.register('firstName')}
        error={errors.firstName?.message}
      />
      <FormField
        label={t('auth-field-last-name')}
        autoComplete="family-name"
        {...form.register('lastName')}
        error={errors.lastName?.message}
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
  const form = useContractForm(loginForm, { email: '', password: '' });
  const { errors } = form.formState;
  const login = useMutation({
    mutationFn: (body: { email: string; password: string }) => apiCall(contract.auth.login, { body }),
    onSuccess: ({ user }) => finishSignIn(user),
    onError: (error) => showServerError(form, error, ['email', 'password']),
  });

  const submit = form.handleSubmit((values) => login.mutate(values));

  const general = errors.root?.server?.message;
  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-label={t('auth-sign-in')}>
      <FormField
        label={t('auth-field-email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        {...form.register('email')}
        error={errors.email?.message}
      />
      <FormField
        label={t('auth-field-password')}
        type="password"
        autoComplete="current-password"
        {...form.register('password')}
        error={errors.password?.message}
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
