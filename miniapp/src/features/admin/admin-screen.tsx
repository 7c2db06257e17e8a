import { useQuery } from '@tanstack/react-query';
import { Spinner } from '@telegram-apps/telegram-ui';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { currentUserQuery } from '../../lib/session';
import './admin-gate.css';

// The panel is a chunk of its own, imported only once the user is known to be an admin: a
// non-admin never downloads it (the server refuses them its data anyway).
const AdminPanel = lazy(async () => ({ default: (await import('./admin-panel')).AdminPanel }));

function Loading() {
  return (
    <div className="admin-center" role="status">
      <div className="admin-gate">
        <Spinner size="l" />
        <p className="admin-gate__title">Loading Admin Panel</p>
        <p className="admin-gate__text">Please wait...</p>
      </div>
    </div>
  );
}

/** /app/admin (docs/product.md#admin-panel): loading, 'Access Denied' for a non-admin, else the panel. */
function AdminContent() {
  const user = useQuery(currentUserQuery);
  if (user.isPending) return <Loading />;
  if (!user.data?.isAdmin) {
    return (
      <main className="admin-center">
        <div className="admin-gate">
          <h1 className="admin-gate__title">Access Denied</h1>
          <p className="admin-gate__text">You don't have admin privileges to access this panel.</p>
          {/* The panel has no bars: without this a browser user would need the back button. */}
          <Link className="admin-gate__link" to={paths.app}>
            Back to home
          </Link>
        </div>
      </main>
    );
  }
  return (
    <Suspense fallback={<Loading />}>
      <AdminPanel />
    </Suspense>
  );
}

/**
 * Staff read the panel in English (issue 28), so it keeps English's direction and language even when
 * the app is in Persian: its tables and forms stay left to right instead of half-mirroring.
 */
export function AdminScreen() {
  return (
    <div dir="ltr" lang="en" style={{ display: 'contents' }}>
      <AdminContent />
    </div>
  );
}
