import type { User } from '@cum/shared/contract/profile';
import { Button, Section } from '@telegram-apps/telegram-ui';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../i18n/use-t';

const DeleteDialog = lazy(async () => ({ default: (await import('./delete-dialog')).DeleteDialog }));

/** Danger Zone: Delete Account behind a dialog where the user types their username to confirm. */
export function DeleteAccount({ user }: { user: User }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <Section header={t('profile-danger-zone')}>
      <div className="danger-zone">
        <p className="danger-zone__text">{t('profile-delete-warning')}</p>
        <Button mode="plain" size="m" stretched className="danger-button" onClick={() => setOpen(true)}>
          {t('profile-delete-account')}
        </Button>
      </div>
      {open && (
        <Suspense fallback={null}>
          <DeleteDialog user={user} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Section>
  );
}
