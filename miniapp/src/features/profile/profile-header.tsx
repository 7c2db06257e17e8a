import type { User } from '@cum/shared/contract/profile';
import { Button } from '@telegram-apps/telegram-ui';
import { useT } from '../../i18n/use-t';
import type { ProfileEditor } from './use-profile-editor';

/** Avatar initial, name, @username, Level and Admin badges, and the Edit/Save toggle. */
export function ProfileHeader({ user, editor }: { user: User; editor: ProfileEditor }) {
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const t = useT();
  const name = fullName || user.username || t('menu-user');
  return (
    <header className="profile-header">
      <span className="profile-header__avatar" aria-hidden="true">
        {name.charAt(0).toUpperCase()}
      </span>
      <div className="profile-header__body">
        <h1 className="profile-header__name">{name}</h1>
        {user.username && <p className="profile-header__username">@{user.username}</p>}
        <p className="profile-header__badges">
          <span className="profile-badge">{t('menu-level', { level: user.rewardUpgradeLevel })}</span>
          {user.isAdmin && <span className="profile-badge profile-badge--admin">{t('profile-admin')}</span>}
        </p>
      </div>
      {editor.editing ? (
        <Button size="s" disabled={editor.saving} onClick={editor.submit}>
          {editor.saving ? t('profile-saving') : t('profile-save')}
        </Button>
      ) : (
        <Button size="s" mode="bezeled" onClick={editor.startEditing}>
          {t('profile-edit')}
        </Button>
      )}
    </header>
  );
}
