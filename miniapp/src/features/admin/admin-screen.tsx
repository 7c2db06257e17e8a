import { useQuery } from '@tanstack/react-query';
import { Placeholder, Spinner } from '@telegram-apps/telegram-ui';
import { lazy, Suspense } from 'react';
import { currentUserQuery } from '../../lib/session';
import './admin-gate.css';

// The panel is a chunk of its own, imported only once the user is known to be an admin: a
// non-admin never downloads it (the server refuses them its data anyway).
const AdminPanel = lazy(async () => ({ default: (await import('./admin-panel')).AdminPanel }));

function Loading() {
  return (
    <div className="admin-center" role="status">
      <Placeholder header="Loading Admin Panel" description="Please wait...">
        <Spinner size="l" />
      </Placeholder>
    </div>
  );
}

/** /app/admin (spec section 2): loading, 'Access Denied' for a non-admin, else the panel. */
export function AdminScreen() {
  const user = useQuery(currentUserQuery);
  if (user.isPending) return <Loading />;
  if (!user.data?.isAdmin) {
    return (
      <main className="admin-center">
        <Placeholder
          header={<h1 className="admin-denied__title">Access Denied</h1>}
          description="You don't have admin privileges to access this panel."
        />
      </main>
    );
  }
  return (
    <Suspense fallback={<Loading />}>
      <AdminPanel />
    </Suspense>
  );
}
