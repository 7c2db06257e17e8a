import { paths } from '../../app/paths';
import { messageOf } from './email-frame';
import { EmailNotice, useSingleUseToken } from './email-notice';
import { useUndoEmailChange } from './queries';

/**
 * /undo-email-change?token=...: opened from the mail to the previous address after an email change;
 * gives the account that address back and signs it out everywhere (single-use link).
 */
export function UndoEmailChangePage() {
  const undo = useUndoEmailChange();
  const token = useSingleUseToken(undo.mutate);

  let text: string;
  if (!token) text = 'This link is incomplete. Open the link from the email again.';
  else if (undo.isSuccess) text = undo.data.message;
  else if (undo.isError) text = messageOf(undo.error, 'We could not undo the change.');
  else text = 'Undoing the email change…';

  return (
    <EmailNotice
      title="Undo the email change"
      text={text}
      pending={undo.isPending}
      to={paths.login}
      linkText="Sign in"
    />
  );
}
