import { useQuery } from '@tanstack/react-query';
import { Button, Cell, Input, List, Section, Skeleton } from '@telegram-apps/telegram-ui';
import { type FormEvent, useState } from 'react';
import { errorToast, toast } from '../../ui/toast/toast-store';
import { emailStatusQuery, useChangeEmail } from './queries';
import './email-pages.css';

/**
 * /app/account/email: add or change the account's email. The account's password confirms it; an
 * account without one (Telegram) chooses it here. The new address counts once its link is opened.
 */
export function AccountEmailScreen() {
  const status = useQuery(emailStatusQuery);
  const change = useChangeEmail();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const hasPassword = status.data?.hasPassword ?? false;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    change.mutate(
      { email, password },
      {
        onSuccess: (res) => {
          toast({ title: 'Check your inbox', description: res.message });
          setPassword('');
        },
        onError: (err) => errorToast(err, 'We could not send the link.'),
      },
    );
  };

  const current = status.data?.email;
  return (
    <List className="email-page email-page--in-app">
      <Section header="Your email">
        {status.isPending ? (
          <Skeleton visible>
            <Cell>Loading</Cell>
          </Skeleton>
        ) : (
          <>
            <Cell
              subtitle={
                current ? (status.data?.emailVerified ? 'Confirmed' : 'Not confirmed yet') : undefined
              }
            >
              {current ?? 'No email yet'}
            </Cell>
            {status.data?.pendingEmail ? (
              <Cell subtitle="Waiting for you to open the link we sent">{status.data.pendingEmail}</Cell>
            ) : null}
          </>
        )}
      </Section>
      <form onSubmit={submit} noValidate>
        <Section
          header={current ? 'Change your email' : 'Add an email'}
          footer={
            hasPassword
              ? 'Enter your password to confirm. We send a link to the new address; it changes once you open it.'
              : 'Choose a password to sign in with this email (8 to 128 characters). We send a link to the address; it counts once you open it.'
          }
        >
          <Input
            header="New email"
            type="email"
            name="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-label="New email"
          />
          <Input
            header={hasPassword ? 'Your password' : 'Choose a password'}
            type="password"
            name="password"
            autoComplete={hasPassword ? 'current-password' : 'new-password'}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-label={hasPassword ? 'Your password' : 'Choose a password'}
          />
        </Section>
        <div className="email-page__actions">
          <Button type="submit" size="l" stretched loading={change.isPending} disabled={!email || !password}>
            Send confirmation link
          </Button>
        </div>
      </form>
    </List>
  );
}
