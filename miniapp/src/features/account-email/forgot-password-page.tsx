import { Button, Input, Section } from '@telegram-apps/telegram-ui';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useT } from '../../i18n/use-t';
import { EmailFrame, messageOf } from './email-frame';
import { useForgotPassword } from './queries';

/** /forgot-password: asks for a reset link; the answer is the same whether the email has an account. */
export function ForgotPasswordPage() {
  const t = useT();
  const [email, setEmail] = useState('');
  const forgot = useForgotPassword();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    forgot.mutate(email);
  };

  return (
    <EmailFrame title={t('email-forgot-title')}>
      <form onSubmit={submit} noValidate>
        <Section footer={t('email-forgot-help')}>
          <Input
            header={t('email-field')}
            type="email"
            name="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-label={t('email-field')}
          />
        </Section>
        {forgot.isSuccess || forgot.isError ? (
          <p className="email-page__text" role="status">
            {forgot.isSuccess ? forgot.data.message : messageOf(forgot.error, t('email-something-wrong'))}
          </p>
        ) : null}
        <div className="email-page__actions">
          <Button type="submit" size="l" stretched loading={forgot.isPending} disabled={!email}>
            {t('email-send-reset')}
          </Button>
          <Link className="email-page__link" to={paths.login}>
            {t('email-back-to-sign-in')}
          </Link>
        </div>
      </form>
    </EmailFrame>
  );
}
