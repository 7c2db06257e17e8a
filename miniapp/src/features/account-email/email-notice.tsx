import { Section, Spinner } from '@telegram-apps/telegram-ui';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { EmailFrame } from './email-frame';

/**
 * An email page that only reports: one status sentence (with a spinner while `pending`) and one link
 * onwards.
 */
export function EmailNotice({
  title,
  text,
  pending = false,
  to,
  linkText,
}: {
  title: string;
  text: string;
  pending?: boolean;
  to: string;
  linkText: string;
}) {
  return (
    <EmailFrame title={title}>
      <Section>
        <p className="email-page__text" role="status">
          {pending ? <Spinner size="s" /> : null} {text}
        </p>
      </Section>
      <div className="email-page__actions">
        <Link className="email-page__link" to={to}>
          {linkText}
        </Link>
      </div>
    </EmailFrame>
  );
}

/** The link's `?token=`, sent to `mutate` once when the page opens ('' when the link has none). */
export function useSingleUseToken(mutate: (token: string) => void): string {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const sent = useRef(false);
  useEffect(() => {
    // Once only: a second call (StrictMode, a re-render) would find the link already used.
    if (sent.current || !token) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);
  return token;
}
