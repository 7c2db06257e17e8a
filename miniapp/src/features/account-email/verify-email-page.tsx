import { Section, Spinner } from '@telegram-apps/telegram-ui';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { EmailFrame, messageOf } from './email-frame';
import { useVerifyEmail } from './queries';

/** /verify-email?token=...: confirms the address once (the link is single-use) and says how it went. */
export function VerifyEmailPage() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const verify = useVerifyEmail();
  const sent = useRef(false);

  useEffect(() => {
    // Once only: a second call (StrictMode, a re-render) would find the link already used.
    if (sent.current || !token) return;
    sent.current = true;
    verify.mutate(token);
  }, [token, verify]);

  let text: string;
  if (!token) text = 'This link is incomplete. Open the link from the email again.';
  else if (verify.isSuccess)
    text = `${verify.data.message} ${verify.data.email} is now your account's email.`;
  else if (verify.isError) text = messageOf(verify.error, 'We could not confirm your email.');
  else text = 'Confirming your email…';

  return (
    <EmailFrame title="Confirm your email">
      <Section>
        <p className="email-page__text" role="status">
          {verify.isPending ? <Spinner size="s" /> : null} {text}
        </p>
      </Section>
      <div className="email-page__actions">
        <Link className="email-page__link" to={paths.app}>
          Go to the app
        </Link>
      </div>
    </EmailFrame>
  );
}
