import './auth.css';
import type { User } from '@cum/shared/contract/profile';
import { useQuery } from '@tanstack/react-query';
import { Button, Cell, List, Section } from '@telegram-apps/telegram-ui';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useT } from '../../i18n/use-t';
import { formatCum } from '../../lib/format';
import { rememberIntendedUrl } from '../../lib/intended-url';
import { currentUserQuery, logout } from '../../lib/session';
import { BrandScreen } from '../../ui/brand-screen';
import { AuthPanel } from './auth-panel';

const methodNames: Record<User['authMethod'], string> = {
  email: 'auth-method-email',
  wallet: 'auth-method-wallet',
  telegram: 'auth-method-telegram',
};

/**
 * /login (docs/product.md#sign-in): the sign-in dialog as a page, or a welcome card when already signed in.
 */
export function LoginPage() {
  const t = useT();
  const [search] = useSearchParams();
  const redirect = search.get('redirect');
  const user = useQuery(currentUserQuery);

  // The spec keeps ?redirect= (already URL-decoded by URLSearchParams) as the post-login destination.
  useEffect(() => {
    if (redirect) rememberIntendedUrl(redirect);
  }, [redirect]);

  if (user.isPending) return <BrandScreen text={t('auth-loading')} />;
  if (user.data) return <WelcomeCard user={user.data} />;

  return (
    <main className="login-page">
      <header className="login-page__header">
        <span className="brand-logo brand-logo--small" aria-hidden="true">
          C
        </span>
        <h1 className="login-page__title">{t('auth-title')}</h1>
      </header>
      <AuthPanel />
      {/* A page load: the landing page starts without the router (main.tsx). */}
      <a className="login-page__back" href={paths.root}>
        {t('auth-back-home')}
      </a>
    </main>
  );
}

function WelcomeCard({ user }: { user: User }) {
  const t = useT();
  const navigate = useNavigate();
  const rows: Array<[string, string]> = [
    [t('auth-row-method'), t(methodNames[user.authMethod])],
    [t('auth-row-user-id'), user.id],
    [t('auth-row-balance'), t('auth-row-balance-value', { amount: formatCum(user.cumBalance) })],
    [t('auth-row-status'), t(user.onboardingCompleted ? 'auth-status-active' : 'auth-status-pending')],
  ];
  if (user.email) rows.push([t('auth-row-email'), user.email]);
  if (user.walletAddress) rows.push([t('auth-row-wallet'), user.walletAddress]);
  if (user.telegramId !== null) rows.push([t('auth-row-telegram-id'), String(user.telegramId)]);
  const name = user.firstName || user.username || t('auth-welcome-there');

  return (
    <main className="login-page">
      <header className="login-page__header">
        <span className="brand-logo brand-logo--small" aria-hidden="true">
          C
        </span>
        <h1 className="login-page__title">{t('auth-welcome', { name })}</h1>
      </header>
      <List>
        <Section header={t('auth-signed-in')}>
          {rows.map(([label, value]) => (
            <Cell key={label} subhead={label} multiline>
              <span className="login-page__value">{value}</span>
            </Cell>
          ))}
        </Section>
      </List>
      <div className="login-page__actions">
        <Button size="l" stretched onClick={() => navigate(paths.app)}>
          {t('auth-open-app')}
        </Button>
        <Button size="l" stretched mode="gray" onClick={() => void logout('reload')}>
          {t('auth-logout')}
        </Button>
      </div>
    </main>
  );
}
