import { Button, Input, Section } from '@telegram-apps/telegram-ui';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { EmailFrame, messageOf } from './email-frame';
import { EmailNotice } from './email-notice';
import { useResetPassword } from './queries';

/** /reset-password?token=...: a new password, typed twice; every session of the account then ends. */
export function ResetPasswordPage() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const reset = useResetPassword();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setMismatch(password !== repeat);
    if (password === repeat) reset.mutate({ token, password });
  };

  if (reset.isSuccess) {
    return (
      <EmailNotice title="Password changed" text={reset.data.message} to={paths.login} linkText="Sign in" />
    );
  }

  const problem = mismatch
    ? 'The two passwords are different.'
    : reset.isError
      ? messageOf(reset.error, 'We could not change your password.')
      : null;
  return (
    <EmailFrame title="Choose a new password">
      <form onSubmit={submit} noValidate>
        <Section footer="8 to 128 characters. A few unrelated words make a strong password.">
          <Input
            header="New password"
            type="password"
            name="new-password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-label="New password"
          />
          <Input
            header="Repeat the new password"
            type="password"
            name="repeat-password"
            autoComplete="new-password"
            value={repeat}
            onChange={(e) => setRepeat(e.target.value)}
            aria-label="Repeat the new password"
            status={mismatch ? 'error' : 'default'}
          />
        </Section>
        {problem ? (
          <p className="email-page__text" role="alert">
            {problem}
          </p>
        ) : null}
        <div className="email-page__actions">
          <Button type="submit" size="l" stretched loading={reset.isPending} disabled={!token || !password}>
            Change password
          </Button>
        </div>
      </form>
    </EmailFrame>
  );
}
