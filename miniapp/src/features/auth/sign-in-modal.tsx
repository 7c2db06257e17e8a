import { Modal } from '@telegram-apps/telegram-ui';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/use-t';
import { telegramEnv } from '../../lib/telegram-env';
import { AuthPanel } from './auth-panel';

// docs/product.md#access-gate: inside Telegram the automatic sign-in gets 2 s before the dialog offers
// others.
const telegramDelayMs = 2000;

/** Open state of the gate's dialog: at once in a browser, after 2 s inside Telegram. */
export function useSignInModalState(): [boolean, (open: boolean) => void] {
  const inside = telegramEnv().inside;
  const [open, setOpen] = useState(!inside);
  useEffect(() => {
    if (!inside) return;
    const timer = window.setTimeout(() => setOpen(true), telegramDelayMs);
    return () => window.clearTimeout(timer);
  }, [inside]);
  return [open, setOpen];
}

/**
 * The gate's sign-in dialog: a bottom sheet over the page (which stays visible behind it). It follows
 * the auth state: the gate renders it only while signed out, and a sign-in reloads the page.
 */
export function SignInModal({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      aria-label={t('auth-sign-in')}
      className="sign-in-modal"
      header={<Modal.Header />}
    >
      <div className="sign-in-modal__body">
        <h2 className="sheet-title">{t('auth-title')}</h2>
        <AuthPanel />
      </div>
    </Modal>
  );
}
