import * as contract from '@cum/shared/contract/areas';
import type { User } from '@cum/shared/contract/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Modal } from '@telegram-apps/telegram-ui';
import { type FormEvent, useState } from 'react';
import { paths } from '../../app/paths';
import { t as tr } from '../../i18n/i18n';
import { useT } from '../../i18n/use-t';
import { apiCall } from '../../lib/api-client';
import { useClosingConfirmation } from '../../lib/telegram-actions';
import { errorToast } from '../../ui/toast/toast-store';

/** Typed by an account without a username (the API's DELETE_CONFIRMATION_WORD). */
const CONFIRM_WORD = 'DELETE';

/** Stands for the word to type inside the translated sentence, which then shows it in bold. */
const WORD_MARK = '\u2063';

/** A sentence with the word to type in bold where the catalog placed it (word order differs by language). */
function WithWord({ text, word }: { text: string; word: string }) {
  const [before, after = ''] = text.split(WORD_MARK);
  return (
    <>
      {before}
      <strong>{word}</strong>
      {after}
    </>
  );
}

/**
 * The confirmation sheet: the user types their username, then `DELETE /api/user`. Loaded only when
 * opened (the sheet's drawer library is most of the Profile chunk otherwise).
 */
export function DeleteDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const t = useT();
  const queryClient = useQueryClient();
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
    onError: (error) => errorToast(error, tr('profile-delete-failed')),
  });
  useClosingConfirmation(remove.isPending);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (matches && !remove.isPending) remove.mutate();
  };

  return (
    <Modal
      open
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      header={<Modal.Header>{t('profile-delete-account')}</Modal.Header>}
    >
      <form className="delete-dialog" onSubmit={submit} aria-label={t('profile-delete-account')}>
        <h2 className="delete-dialog__title">{t('profile-delete-title')}</h2>
        <p className="delete-dialog__text">
          <WithWord text={t('profile-delete-text', { word: WORD_MARK })} word={expected} />
        </p>
        <div className="delete-dialog__input">
          <Input
            placeholder={expected}
            aria-label={
              user.username
                ? t('profile-delete-your-username')
                : t('profile-delete-type-word', { word: CONFIRM_WORD })
            }
            autoComplete="off"
            autoCapitalize="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <div className="delete-dialog__actions">
          <Button type="button" mode="gray" size="m" stretched onClick={onClose}>
            {t('purchase-cancel')}
          </Button>
          <Button
            type="submit"
            size="m"
            stretched
            className="danger-button danger-button--filled"
            disabled={!matches || remove.isPending}
          >
            {remove.isPending ? t('profile-deleting') : t('profile-delete-account')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
