import type { User } from '@cum/shared/contract/profile';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { Button } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { BalanceDialog } from './balance-dialog';
import { ConfirmDialog } from './confirm-dialog';
import { useSetAdmin } from './mutations';
import { usersQuery } from './queries';
import { TabError, TabLoading } from './query-state';
import { SuspendDialog } from './suspend-dialog';
import { UnsuspendDialog } from './unsuspend-dialog';
import { useDebounced } from './use-debounced';
import { userLabel } from './user-label';
import { UserRow } from './user-row';

const SEARCH_DEBOUNCE_MS = 300;

export function UsersTab() {
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const users = useInfiniteQuery({ ...usersQuery(term), placeholderData: keepPreviousData });
  const [toggling, setToggling] = useState<User | null>(null);
  const [adjusting, setAdjusting] = useState<User | null>(null);
  const [suspending, setSuspending] = useState<User | null>(null);
  const [lifting, setLifting] = useState<User | null>(null);
  const setAdmin = useSetAdmin();
  const list = users.data?.pages.flatMap((p) => p.users) ?? [];

  const confirmToggle = () => {
    if (!toggling) return;
    setAdmin.mutate(
      { userId: toggling.id, isAdmin: !toggling.isAdmin },
      { onSettled: () => setToggling(null) },
    );
  };

  return (
    <div className="admin-section">
      <div className="admin-toolbar">
        <input
          type="search"
          className="admin-search"
          placeholder="Search users"
          aria-label="Search users"
          autoCapitalize="off"
          autoCorrect="off"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      {users.isPending ? (
        <TabLoading label="Loading users" />
      ) : users.isError ? (
        <TabError error={users.error} onRetry={() => void users.refetch()} />
      ) : list.length === 0 ? (
        <p className="admin-muted admin-empty">No users found</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table" aria-label="Users" aria-busy={users.isFetching}>
            <thead>
              <tr>
                <th scope="col">User</th>
                <th scope="col">Balance</th>
                <th scope="col">Status</th>
                <th scope="col">Admin</th>
                <th scope="col">Joined</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {list.map((u) => (
                <UserRow
                  key={u.id}
                  user={u}
                  onToggleAdmin={setToggling}
                  onAdjust={setAdjusting}
                  onSuspend={setSuspending}
                  onUnsuspend={setLifting}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {users.hasNextPage && (
        <Button
          mode="gray"
          size="m"
          stretched
          loading={users.isFetchingNextPage}
          onClick={() => void users.fetchNextPage()}
        >
          Load more
        </Button>
      )}
      {toggling && (
        <ConfirmDialog
          title={toggling.isAdmin ? 'Remove admin rights?' : 'Make admin?'}
          description={
            toggling.isAdmin
              ? `${userLabel(toggling)} will no longer be able to open the admin panel.`
              : `${userLabel(toggling)} will be able to manage users, tasks and rooms.`
          }
          confirmLabel={toggling.isAdmin ? 'Remove admin' : 'Make admin'}
          destructive={toggling.isAdmin}
          busy={setAdmin.isPending}
          onConfirm={confirmToggle}
          onClose={() => setToggling(null)}
        />
      )}
      {adjusting && <BalanceDialog user={adjusting} onClose={() => setAdjusting(null)} />}
      {suspending && <SuspendDialog user={suspending} onClose={() => setSuspending(null)} />}
      {lifting && <UnsuspendDialog user={lifting} onClose={() => setLifting(null)} />}
    </div>
  );
}
