import './newsletter.css';
import { type FormEvent, useId, useState } from 'react';
import { t } from '../../i18n/i18n';
import { useT } from '../../i18n/use-t';
import { toast } from '../../ui/toast/toast-store';
import { useNewsletter } from './use-newsletter';

const failures = {
  // The community form checks for an empty field itself and names it in a toast.
  community: { title: 'landing-newsletter-error-title', fallback: 'landing-newsletter-error-text' },
  // The closing form relies on the browser's required/email checks instead.
  closing: { title: 'landing-newsletter-failed-title', fallback: 'landing-newsletter-failed-text' },
} as const;

export function NewsletterForm({ variant }: { variant: keyof typeof failures }) {
  const tr = useT();
  const inputId = useId();
  const [email, setEmail] = useState('');
  const subscribe = useNewsletter(failures[variant], () => setEmail(''));
  const browserChecks = variant === 'closing';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!value) {
      if (!browserChecks) {
        toast({
          title: t('landing-newsletter-required-title'),
          description: t('landing-newsletter-required-text'),
          variant: 'destructive',
        });
      }
      return;
    }
    subscribe.mutate(value);
  };

  return (
    <form className="newsletter" onSubmit={onSubmit} noValidate={!browserChecks}>
      <label className="visually-hidden" htmlFor={inputId}>
        {tr('landing-newsletter-email')}
      </label>
      <input
        id={inputId}
        className="newsletter__input"
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="you@example.com"
        required={browserChecks}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <button type="submit" className="btn btn--primary" disabled={subscribe.isPending}>
        {tr(subscribe.isPending ? 'landing-newsletter-subscribing' : 'landing-newsletter-subscribe')}
      </button>
    </form>
  );
}
