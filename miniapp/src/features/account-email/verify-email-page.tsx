import { paths } from '../../app/paths';
import { messageOf } from './email-frame';
import { EmailNotice, useSingleUseToken } from './email-notice';
import { useVerifyEmail } from './queries';

/** /verify-email?token=...: confirms the address once (the link is single-use) and says how it went. */
export function VerifyEmailPage() {
  const verify = useVerifyEmail();
  const token = useSingleUseToken(verify.mutate);

  let text: string;
  if (!token) text = 'This link is incomplete. Open the link from the email again.';
  else if (verify.isSuccess)
    text = `${verify.data.message} ${verify.data.email} is now your account's email.`;
  else if (verify.isError) text = messageOf(verify.error, 'We could not confirm your email.');
  else text = 'Confirming your email…';

  return (
    <EmailNotice
      title="Confirm your email"
      text={text}
      pending={verify.isPending}
      to={paths.app}
      linkText="Go to the app"
    />
  );
}
