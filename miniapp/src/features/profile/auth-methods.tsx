import type { User } from '@cum/shared/contract/profile';
import { Button, Cell, Section } from '@telegram-apps/telegram-ui';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useT } from '../../i18n/use-t';
import { useConnectWallet } from './use-connect-wallet';

const methodNames = {
  telegram: 'auth-method-telegram',
  email: 'auth-method-email',
  wallet: 'auth-method-wallet',
} as const;

const shortWallet = (address: string) => `${address.slice(0, 6)}...${address.slice(-4)}`;

/** The primary sign-in method, then email and wallet: 'Active', or a prompt to add one. */
export function AuthMethods({ user }: { user: User }) {
  const t = useT();
  const navigate = useNavigate();
  const connect = useConnectWallet();
  return (
    <Section header={t('profile-auth-methods')}>
      <Cell
        Component="div"
        after={<span className="status-pill status-pill--active">{t('profile-auth-primary')}</span>}
      >
        {t(methodNames[user.authMethod])}
      </Cell>
      <Cell
        Component="div"
        subtitle={user.email ?? t('profile-auth-not-added')}
        after={
          user.email ? (
            <span className="status-pill status-pill--active">{t('auth-status-active')}</span>
          ) : (
            <Button size="s" mode="bezeled" onClick={() => navigate(paths.accountEmail)}>
              {t('profile-auth-add-email')}
            </Button>
          )
        }
      >
        {t('auth-method-email')}
      </Cell>
      <Cell
        Component="div"
        subtitle={user.walletAddress ? shortWallet(user.walletAddress) : t('profile-auth-not-connected')}
        after={
          user.walletAddress ? (
            <span className="status-pill status-pill--active">{t('auth-status-active')}</span>
          ) : (
            <Button size="s" mode="bezeled" disabled={connect.isPending} onClick={() => connect.mutate()}>
              {connect.isPending ? t('profile-auth-connecting') : t('auth-wallet-connect')}
            </Button>
          )
        }
      >
        {t('auth-method-wallet')}
      </Cell>
    </Section>
  );
}
