import type { User } from '@cum/shared/contract/profile';
import { Button, Switch } from '@telegram-apps/telegram-ui';
import { Link } from 'react-router-dom';
import { formatCum } from '../../lib/format';
import { formatShortDate } from '../../lib/format-date';
import { StatusBadge } from './badges';
import { fullName, userLabel } from './user-label';
import { userPageHref } from './user-queries';

interface UserRowProps {
  user: User;
  onToggleAdmin: (user: User) => void;
  onAdjust: (user: User) => void;
  onSuspend: (user: User) => void;
  onUnsuspend: (user: User) => void;
}

/** One user: a table row on a desktop, a card on a phone (admin.css relabels the cells). */
export function UserRow({ user, onToggleAdmin, onAdjust, onSuspend, onUnsuspend }: UserRowProps) {
  const label = userLabel(user);
  return (
    <tr>
      <td data-label="User" className="admin-table__primary">
        <Link className="admin-strong admin-link" to={userPageHref(user.id)} aria-label={`Open ${label}`}>
          {user.username ? `@${user.username}` : label}
        </Link>
        <span className="admin-muted">{fullName(user) || user.email || '—'}</span>
      </td>
      <td data-label="Balance">
        <span className="admin-nowrap">{formatCum(user.cumBalance)} $CUM</span>
      </td>
      <td data-label="Status">
        {user.suspension ? (
          <span className="admin-badge admin-badge--off" title={user.suspension.reason}>
            Suspended
          </span>
        ) : (
          <StatusBadge on={user.onboardingCompleted} onLabel="Active" offLabel="Onboarding" />
        )}
      </td>
      <td data-label="Admin">
        <Switch
          checked={user.isAdmin}
          aria-label={`Admin: ${label}`}
          // The switch only asks; the flag changes once the server agreed.
          onChange={() => {
            onToggleAdmin(user);
          }}
        />
      </td>
      <td data-label="Joined">
        <time dateTime={user.createdAt}>{formatShortDate(user.createdAt)}</time>
      </td>
      <td data-label="Actions" className="admin-table__wide">
        <Button
          size="s"
          mode="bezeled"
          className="admin-btn-soft"
          onClick={() => onAdjust(user)}
          aria-label={`Adjust balance of ${label}`}
        >
          Adjust balance
        </Button>{' '}
        {user.suspension ? (
          <Button
            size="s"
            mode="bezeled"
            className="admin-btn-soft"
            onClick={() => onUnsuspend(user)}
            aria-label={`Unsuspend ${label}`}
          >
            Unsuspend
          </Button>
        ) : (
          <Button
            size="s"
            mode="bezeled"
            className="admin-btn-soft"
            onClick={() => onSuspend(user)}
            aria-label={`Suspend ${label}`}
          >
            Suspend
          </Button>
        )}
      </td>
    </tr>
  );
}
