import { Button, Input, Section } from '@telegram-apps/telegram-ui';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useT } from '../../i18n/use-t';
import { passwordLimits } from '../../lib/field-limits';
import { EmailFrame, messageOf } from './email-frame';
import { EmailNotice } from './email-notice';
import { useResetPassword } from './queries';

/** /reset-password?token=...: a new password, typed twice; every session of the account then ends. */
export function ResetPasswordPage() {
  const t = useT();
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
      <EmailNotice
        title={t('email-password-changed')}
        text={reset.data.message}
        to={paths.login}
        linkText={t('email-sign-in')}
      />
    );
  }

  const problem = mismatch
    ? t('email-passwords-differ')
    : reset.isError
      ? messageOf(reset.error, t('email-reset-failed'))
      : null;
  return (
    <EmailFrame title={t('email-reset-title')}>
      <form onSubmit={submit} noValidate>
        <Section
          footer={t('email-reset-help', {
            min: passwordLimits.min,
            max: passwordLimits.max,
          })}
        >
          <Input
            header={t('email-new-password')}
            type="password"
            name="new-password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-label={t('email-new-password')}
          />
          <Input
            header={t('email-repeat-password')}
            type="password"
            name="repeat-password"
            autoComplete="new-password"
            value={repeat}
            onChange={(e) => setRepeat(e.target.value)}
            aria-label={t('email-repeat-password')}
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
            {t('email-change-password')}
          </Button>
        </div>
      </form>
    </EmailFrame>
  );
}
