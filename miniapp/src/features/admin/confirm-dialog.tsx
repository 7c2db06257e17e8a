import { Button } from '@telegram-apps/telegram-ui';
import type { ReactNode } from 'react';
import { AdminDialog } from './admin-dialog';

interface ConfirmDialogProps {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an action that is hard to undo (delete, admin rights). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <AdminDialog title={props.title} description={props.description} onClose={props.onClose}>
      <div className="admin-dialog__actions">
        <Button mode="gray" size="m" type="button" onClick={props.onClose} disabled={props.busy}>
          Cancel
        </Button>
        <Button
          size="m"
          type="button"
          className={props.destructive ? 'admin-button--destructive' : 'admin-btn-primary'}
          loading={props.busy}
          onClick={props.onConfirm}
        >
          {props.confirmLabel}
        </Button>
      </div>
    </AdminDialog>
  );
}
