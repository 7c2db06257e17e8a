import { paths } from '../../app/paths';
import { useT } from '../../i18n/use-t';
import { messageOf } from './email-frame';
import { EmailNotice, useSingleUseToken } from './email-notice';
import { useUndoEmailChange } from './queries';

/**
 * /undo-email-change?token=...: opened from the mail to the previous address after an email change;
 * gives the account that address back and signs it out everywhere (single-use link).
 */
export function UndoEmailChangePage() {
  const t = useT();
  const undo = useUndoEmailChange();
  const token = useSingleUseToken(undo.mutate);

  let text: string;
  if (!token) text = t('email-link-incomplete');
  else if (undo.isSuccess) text = undo.data.message;
  else if (undo.isError) text = messageOf(undo.error, t('email-undo-failed'));
  else text = t('email-undoing');

  return (
    <EmailNotice
      title={t('email-undo-title')}
      text={text}
      pending={undo.isPending}
      to={paths.login}
      linkText={t('email-sign-in')}
    />
  );
}
