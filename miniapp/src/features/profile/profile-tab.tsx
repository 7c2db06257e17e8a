import type { User } from '@cum/shared/contract/profile';
import { Cell, Input, Section } from '@telegram-apps/telegram-ui';
import { t } from '../../i18n/i18n';
import { useT } from '../../i18n/use-t';
import { formatLongDate } from '../../lib/format-date';
import { AuthMethods } from './auth-methods';
import type { ProfileFormValues } from './profile-form';
import type { ProfileEditor } from './use-profile-editor';

const fields: ReadonlyArray<{ key: keyof ProfileFormValues; label: string; autoComplete: string }> = [
  { key: 'firstName', label: 'profile-first-name', autoComplete: 'given-name' },
  { key: 'lastName', label: 'profile-last-name', autoComplete: 'family-name' },
  { key: 'username', label: 'profile-username', autoComplete: 'username' },
];

function memberSince(createdAt: string | null | undefined): string {
  if (!createdAt) return t('profile-recently');
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? t('profile-recently') : formatLongDate(date);
}

/** Personal Information form, Account Details and Authentication Methods. */
export function ProfileTab({ user, editor }: { user: User; editor: ProfileEditor }) {
  useT();
  return (
    <>
      <Section header={t('profile-personal')}>
        <form
          className="profile-form"
          onSubmit={(event) => {
            event.preventDefault();
            if (editor.editing) editor.submit();
          }}
        >
          {fields.map((field) => {
            const error = editor.errors[field.key];
            const id = `profile-${field.key}`;
            return (
              <div key={field.key} className="profile-field">
                <label htmlFor={id} className="profile-field__label">
                  {t(field.label)}
                </label>
                <Input
                  id={id}
                  className="profile-field__input"
                  value={editor.editing ? editor.values[field.key] : (user[field.key] ?? '')}
                  readOnly={!editor.editing}
                  disabled={!editor.editing}
                  autoComplete={field.autoComplete}
                  status={error ? 'error' : 'default'}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  onChange={(event) => editor.setField(field.key, event.target.value)}
                />
                {error && (
                  <p id={`${id}-error`} className="profile-field__error" role="alert">
                    {error}
                  </p>
                )}
              </div>
            );
          })}
          {/* Enter in a field saves, like the header's Save. */}
          <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
        </form>
      </Section>

      <Section header={t('profile-account')}>
        <Cell Component="div" after={<span className="profile-value">{memberSince(user.createdAt)}</span>}>
          {t('profile-member-since')}
        </Cell>
        <Cell
          Component="div"
          after={<span className="profile-value">{user.telegramId ?? t('profile-not-linked')}</span>}
        >
          {t('profile-telegram-id')}
        </Cell>
      </Section>

      <AuthMethods user={user} />
    </>
  );
}
