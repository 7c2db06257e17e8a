import type { User } from '@cum/shared/contract/profile';
import { Button, Cell, Section } from '@telegram-apps/telegram-ui';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useConnectWallet } from './use-connect-wallet';

const methodNames = { telegram: 'Telegram', email: 'Email', wallet: 'Wallet' } as const;

const shortWallet = (address: string) => `${address.slice(0, 6)}...${address.slice(-4)}`;

/** The primary sign-in method, then email and wallet: 'Active', or a prompt to add one. */
export function AuthMethods({ user }: { user: User }) {
  const navigate = useNavigate();
  const connect = useConnectWallet();
  return (
    <Section header="Authentication Methods">
      <Cell Component="div" after={<span className="status-pill status-pill--active">Primary</span>}>
        {methodNames[user.authMethod]}
      </Cell>
      <Cell
        Component="div"
        subtitle={user.email ?? 'Not added'}
        after={
          user.email ? (
            <span className="status-pill status-pill--active">Active</span>
          ) : (
            <Button size="s" mode="bezeled" onClick={() => navigate(paths.accountEmail)}>
              Add Email
            </Button>
          )
        }
      >
        Email
      </Cell>
      <Cell
        Component="div"
        subtitle={user.walletAddress ? shortWallet(user.walletAddress) : 'Not connected'}
        after={
          user.walletAddress ? (
            <span className="status-pill status-pill--active">Active</span>
          ) : (
            <Button size="s" mode="bezeled" disabled={connect.isPending} onClick={() => connect.mutate()}>
              {connect.isPending ? 'Connecting...' : 'Connect Wallet'}
            </Button>
          )
        }
      >
        Wallet
      </Cell>
    </Section>
  );
}
