import type { User } from '@cum/shared/contract/profile';
import { ConfirmDialog } from './confirm-dialog';
import { useSuspension } from './mutations';
import { userLabel } from './user-label';

/** Asks before lifting a suspension, showing the reason it was given. */
export function UnsuspendDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const suspension = useSuspension();
  return (
    <ConfirmDialog
      title="Lift the suspension?"
      description={`${userLabel(user)} will be able to earn and spend $CUM again. Reason given: ${user.suspension?.reason ?? '—'}`}
      confirmLabel="Unsuspend"
      busy={suspension.isPending}
      onConfirm={() => suspension.mutate({ userId: user.id, suspend: null }, { onSettled: onClose })}
      onClose={onClose}
    />
  );
}
