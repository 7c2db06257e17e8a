import './newsletter.css';
import { type FormEvent, useId, useState } from 'react';
import { toast } from '../../ui/toast/toast-store';
import { useNewsletter } from './use-newsletter';

const failures = {
  // The community form checks for an empty field itself and names it in a toast.
  community: { title: 'Error', fallback: 'Failed to subscribe. Please try again.' },
  // The closing form relies on the browser's required/email checks instead.
  closing: { title: 'Subscription Failed', fallback: 'Failed to subscribe to newsletter' },
} as const;

export function NewsletterForm({ variant }: { variant: keyof typeof failures }) {
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
          title: 'Email Required',
          description: 'Please enter your email address',
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
        Email address
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
        {subscribe.isPending ? 'Subscribing...' : 'Subscribe'}
      </button>
    </form>
  );
}
