import { paths } from '../../app/paths';
import { useT } from '../../i18n/use-t';
import { messageOf } from './email-frame';
import { EmailNotice, useSingleUseToken } from './email-notice';
import { useVerifyEmail } from './queries';

/** /verify-email?token=...: confirms the address once (the link is single-use) and says how it went. */
export function VerifyEmailPage() {
  const t = useT();
  const verify = useVerifyEmail();
  const token = useSingleUseToken(verify.mutate);

  let text: string;
  if (!token) text = t('email-link-incomplete');
  else if (verify.isSuccess)
    text = t('email-verified', { message: verify.data.message, email: verify.data.email });
  else if (verify.isError) text = messageOf(verify.error, t('email-verify-failed'));
  else text = t('email-confirming');

  return (
    <EmailNotice
      title={t('email-verify-title')}
      text={text}
      pending={verify.isPending}
      to={paths.app}
      linkText={t('email-go-to-app')}
    />
  );
}
