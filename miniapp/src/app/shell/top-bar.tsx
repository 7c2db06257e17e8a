import type { User } from '@cum/shared/contract/profile';
import { Link } from 'react-router-dom';
import { useT } from '../../i18n/use-t';
import { formatCum } from '../../lib/format';
import { paths } from '../paths';
import { AvatarMenu } from './avatar-menu';
import { NotificationBell } from './notification-bell';

/** docs/product.md#shell-header-and-navigation: logo, live $CUM balance, the bell and the avatar menu. */
export function TopBar({ user }: { user: User }) {
  const t = useT();
  return (
    <header className="top-bar">
      <Link to={paths.app} className="top-bar__logo" aria-label={t('header-home')}>
        <span className="brand-logo brand-logo--small" aria-hidden="true">
          C
        </span>
        <span className="top-bar__brand">$CUM</span>
      </Link>
      <div className="top-bar__end">
        <p className="top-bar__balance" data-testid="header-balance">
          <span className="visually-hidden">{t('header-balance')} </span>
          <span className="top-bar__amount">{formatCum(user.cumBalance)}</span>
          <span className="top-bar__unit">$CUM</span>
        </p>
        <NotificationBell />
        <AvatarMenu user={user} />
      </div>
    </header>
  );
}
