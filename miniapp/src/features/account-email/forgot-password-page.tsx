import { Button, Input, Section } from '@telegram-apps/telegram-ui';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { EmailFrame, messageOf } from './email-frame';
import { useForgotPassword } from './queries';

/** /forgot-password: asks for a reset link; the answer is the same whether the email has an account. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const forgot = useForgotPassword();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    forgot.mutate(email);
  };

  return (
    <EmailFrame title="Forgot your password?">
      <form onSubmit={submit} noValidate>
        <Section footer="We'll email you a link to choose a new password.">
          <Input
            header="Email"
            type="email"
            name="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-label="Email"
          />
        </Section>
        {forgot.isSuccess || forgot.isError ? (
          <p className="email-page__text" role="status">
            {forgot.isSuccess ? forgot.data.message : messageOf(forgot.error, 'Something went wrong.')}
          </p>
        ) : null}
        <div className="email-page__actions">
          <Button type="submit" size="l" stretched loading={forgot.isPending} disabled={!email}>
            Send reset link
          </Button>
          <Link className="email-page__link" to={paths.login}>
            Back to sign in
          </Link>
        </div>
      </form>
    </EmailFrame>
  );
}
