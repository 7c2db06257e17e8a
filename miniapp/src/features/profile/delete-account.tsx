import { contract } from '@cum/shared/contract';
import type { User } from '@cum/shared/contract/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Modal, Section } from '@telegram-apps/telegram-ui';
import { type FormEvent, useState } from 'react';
import { paths } from '../../app/paths';
import { apiCall } from '../../lib/api-client';
import { useClosingConfirmation } from '../../lib/telegram-actions';
import { errorToast } from '../../ui/toast/toast-store';

/** Typed by an account without a username (the API's DELETE_CONFIRMATION_WORD). */
const CONFIRM_WORD = 'DELETE';

/** Danger Zone: Delete Account behind a dialog where the user types their username to confirm. */
export function DeleteAccount({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const expected = user.username ?? CONFIRM_WORD;
  const matches = typed.trim().toLowerCase() === expected.toLowerCase();

  const remove = useMutation({
    mutationFn: () => apiCall(contract.profile.deleteAccount, { body: { confirmUsername: typed.trim() } }),
    onSuccess: () => {
      // The session is gone on the server: drop everything cached and leave with a full load.
      queryClient.clear();
      window.location.assign(paths.root);
    },
    onError: (error) => errorToast(error, 'Failed to delete account'),
  });
  useClosingConfirmation(remove.isPending);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (matches && !remove.isPending) remove.mutate();
  };

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
      <Modal
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setTyped('');
        }}
        header={<Modal.Header>Delete Account</Modal.Header>}
      >
        <form className="delete-dialog" onSubmit={submit} aria-label="Delete account">
          <h2 className="delete-dialog__title">Delete your account?</h2>
          <p className="delete-dialog__text">
            Your balance, profile and sign-in methods will be gone for good. Type <strong>{expected}</strong>{' '}
            to confirm.
          </p>
          <Input
            aria-label={user.username ? 'Your username' : `Type ${CONFIRM_WORD}`}
            autoComplete="off"
            autoCapitalize="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <div className="delete-dialog__actions">
            <Button type="button" mode="gray" size="m" stretched onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button
              type="submit"
              size="m"
              stretched
              className="danger-button danger-button--filled"
              disabled={!matches || remove.isPending}
            >
              {remove.isPending ? 'Deleting...' : 'Delete Account'}
            </Button>
          </div>
        </form>
      </Modal>
    </Section>
  );
}
