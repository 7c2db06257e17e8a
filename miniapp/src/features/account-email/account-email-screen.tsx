import { useQuery } from '@tanstack/react-query';
import { Button, Cell, Input, List, Section, Skeleton } from '@telegram-apps/telegram-ui';
import { type FormEvent, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { passwordLimits } from '../../lib/field-limits';
import { errorToast, toast } from '../../ui/toast/toast-store';
import { emailStatusQuery, useChangeEmail } from './queries';
import './email-pages.css';

/**
 * /app/account/email: add or change the account's email. The account's password confirms it; an
 * account without one (Telegram) chooses it here. The new address counts once its link is opened.
 */
export function AccountEmailScreen() {
  const t = useT();
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
          toast({ title: t('email-check-inbox'), description: res.message });
          setPassword('');
        },
        onError: (err) => errorToast(err, t('email-send-failed')),
      },
    );
  };

  const current = status.data?.email;
  return (
    <List className="email-page email-page--in-app">
      <Section header={t('email-yours')}>
        {status.isPending ? (
          <Skeleton visible>
            <Cell>{t('email-loading')}</Cell>
          </Skeleton>
        ) : (
          <>
            <Cell
              subtitle={
                current
                  ? t(status.data?.emailVerified ? 'email-confirmed' : 'email-not-confirmed')
                  : undefined
              }
            >
              {current ?? t('email-none')}
            </Cell>
            {status.data?.pendingEmail ? (
              <Cell subtitle={t('email-pending')}>{status.data.pendingEmail}</Cell>
            ) : null}
          </>
        )}
      </Section>
      <form onSubmit={submit} noValidate>
        <Section
          header={t(current ? 'email-change' : 'email-add')}
          footer={
            hasPassword
              ? t('email-change-help')
              : t('email-add-help', { min: passwordLimits.min, max: passwordLimits.max })
          }
        >
          <Input
            header={t('email-new')}
            type="email"
            name="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-label={t('email-new')}
          />
          <Input
            header={t(hasPassword ? 'email-your-password' : 'email-choose-password')}
            type="password"
            name="password"
            autoComplete={hasPassword ? 'current-password' : 'new-password'}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-label={t(hasPassword ? 'email-your-password' : 'email-choose-password')}
          />
        </Section>
        <div className="email-page__actions">
          <Button type="submit" size="l" stretched loading={change.isPending} disabled={!email || !password}>
            {t('email-send-confirmation')}
          </Button>
        </div>
      </form>
    </List>
  );
}
