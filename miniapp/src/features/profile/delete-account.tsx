import type { User } from '@cum/shared/contract/profile';
import { Button, Section } from '@telegram-apps/telegram-ui';
import { lazy, Suspense, useState } from 'react';

const DeleteDialog = lazy(async () => ({ default: (await import('./delete-dialog')).DeleteDialog }));

/** Danger Zone: Delete Account behind a dialog where the user types their username to confirm. */
export function DeleteAccount({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  return (
    <Section header="Danger Zone">
      <div className="danger-zone">
        <p className="danger-zone__text">
          Deleting your account erases your personal data and signs you out. It cannot be undone.
        </p>
        <Button mode="plain" size="m" stretched className="danger-button" onClick={() => setOpen(true)}>
          Delete Account
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
