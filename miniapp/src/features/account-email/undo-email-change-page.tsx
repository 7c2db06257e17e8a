import { Section, Spinner } from '@telegram-apps/telegram-ui';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { EmailFrame, messageOf } from './email-frame';
import { useUndoEmailChange } from './queries';

/**
 * /undo-email-change?token=...: opened from the mail to the previous address after an email change;
 * gives the account that address back and signs it out everywhere (single-use link).
 */
export function UndoEmailChangePage() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const undo = useUndoEmailChange();
  const sent = useRef(false);

  useEffect(() => {
    // Once only: a second call (StrictMode, a re-render) would find the link already used.
    if (sent.current || !token) return;
    sent.current = true;
    undo.mutate(token);
  }, [token, undo]);

  let text: string;
  if (!token) text = 'This link is incomplete. Open the link from the email again.';
  else if (undo.isSuccess) text = undo.data.message;
  else if (undo.isError) text = messageOf(undo.error, 'We could not undo the change.');
  else text = 'Undoing the email change…';

  return (
    <EmailFrame title="Undo the email change">
      <Section>
        <p className="email-page__text" role="status">
          {undo.isPending ? <Spinner size="s" /> : null} {text}
        </p>
      </Section>
      <div className="email-page__actions">
        <Link className="email-page__link" to={paths.login}>
          Sign in
        </Link>
      </div>
    </EmailFrame>
  );
}
