import type { User } from '@cum/shared/contract/profile';
import { Avatar } from '@telegram-apps/telegram-ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../i18n/use-t';
import { logout } from '../../lib/session';
import { Icon, type IconName } from '../../ui/icons';
import { paths } from '../paths';

interface MenuItem {
  label: string;
  icon: IconName;
  onSelect: () => void;
}

function initialsOf(user: User): string {
  const name = user.firstName || user.username || '?';
  return name.slice(0, 1).toUpperCase();
}

/**
 * docs/product.md#shell-header-and-navigation: the avatar opens a menu with the username, 'Level N', Profile
 * and Settings
 * (both /app/profile), Admin Panel for admins only, and Logout.
 */
export function AvatarMenu({ user }: { user: User }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const t = useT();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const go = (to: string) => () => {
    setOpen(false);
    navigate(to);
  };
  const items: MenuItem[] = [
    { label: t('nav-profile'), icon: 'profile', onSelect: go(paths.profile) },
    { label: t('nav-settings'), icon: 'settings', onSelect: go(`${paths.profile}?tab=settings`) },
    ...(user.isAdmin ? [{ label: t('menu-admin'), icon: 'admin' as const, onSelect: go(paths.admin) }] : []),
    { label: t('menu-logout'), icon: 'logout', onSelect: () => void logout() },
  ];
  const name = user.username ?? user.firstName ?? t('menu-user');

  return (
    <div className="avatar-menu" ref={root}>
      <button
        type="button"
        className="avatar-menu__trigger"
        aria-label={t('menu-account-menu')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar size={28} src={user.photoUrl ?? undefined} acronym={initialsOf(user)} alt="" />
      </button>
      {open && (
        <div className="avatar-menu__panel" id={menuId} role="menu" aria-label={t('menu-account')}>
          <div className="avatar-menu__who">
            <p className="avatar-menu__name">{name}</p>
            <p className="avatar-menu__level">{t('menu-level', { level: user.rewardUpgradeLevel })}</p>
          </div>
          {items.map((item) => (
            <button
              key={item.label}
              type="button"
              role="menuitem"
              className="avatar-menu__item"
              onClick={item.onSelect}
            >
              <Icon name={item.icon} size={18} />
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
