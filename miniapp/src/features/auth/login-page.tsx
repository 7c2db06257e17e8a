import './auth.css';
import type { User } from '@cum/shared/contract/profile';
import { useQuery } from '@tanstack/react-query';
import { Button, Cell, List, Section } from '@telegram-apps/telegram-ui';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { formatCum } from '../../lib/format';
import { rememberIntendedUrl } from '../../lib/intended-url';
import { currentUserQuery, logout } from '../../lib/session';
import { BrandScreen } from '../../ui/brand-screen';
import { AuthPanel } from './auth-panel';

const methodNames: Record<User['authMethod'], string> = {
  email: 'Email',
  wallet: 'Wallet',
  telegram: 'Telegram',
};

/**
 * /login (docs/product.md#sign-in): the sign-in dialog as a page, or a welcome card when already signed in.
 */
export function LoginPage() {
  const [search] = useSearchParams();
  const redirect = search.get('redirect');
  const user = useQuery(currentUserQuery);

  // The spec keeps ?redirect= (already URL-decoded by URLSearchParams) as the post-login destination.
  useEffect(() => {
    if (redirect) rememberIntendedUrl(redirect);
  }, [redirect]);

  if (user.isPending) return <BrandScreen text="Loading..." />;
  if (user.data) return <WelcomeCard user={user.data} />;

  return (
    <main className="login-page">
      <header className="login-page__header">
        <span className="brand-logo brand-logo--small" aria-hidden="true">
          C
        </span>
        <h1 className="login-page__title">Sign in to $CUM</h1>
      </header>
      <AuthPanel />
      {/* A page load: the landing page starts without the router (main.tsx). */}
      <a className="login-page__back" href={paths.root}>
        Back to the home page
      </a>
    </main>
  );
}

function WelcomeCard({ user }: { user: User }) {
  const navigate = useNavigate();
  const rows: Array<[string, string]> = [
    ['Auth method', methodNames[user.authMethod]],
    ['User ID', user.id],
    ['Balance', `${formatCum(user.cumBalance)} tokens`],
    ['Status', user.onboardingCompleted ? 'Active' : 'Pending Onboarding'],
  ];
  if (user.email) rows.push(['Email', user.email]);
  if (user.walletAddress) rows.push(['Wallet', user.walletAddress]);
  if (user.telegramId !== null) rows.push(['Telegram ID', String(user.telegramId)]);
  const name = user.firstName || user.username || 'there';

  return (
    <main className="login-page">
      <header className="login-page__header">
        <span className="brand-logo brand-logo--small" aria-hidden="true">
          C
        </span>
        <h1 className="login-page__title">Welcome, {name}!</h1>
      </header>
      <List>
        <Section header="You are signed in">
          {rows.map(([label, value]) => (
            <Cell key={label} subhead={label} multiline>
              <span className="login-page__value">{value}</span>
            </Cell>
          ))}
        </Section>
      </List>
      <div className="login-page__actions">
        <Button size="l" stretched onClick={() => navigate(paths.app)}>
          Open the app
        </Button>
        <Button size="l" stretched mode="gray" onClick={() => void logout('reload')}>
          Logout
        </Button>
      </div>
    </main>
  );
}
