import { contract } from '@cum/shared/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiCall } from '../lib/api-client';
import { currentUserQuery } from '../lib/session';
import { BrandScreen } from '../ui/brand-screen';

// Stands in for the signed-in screens (Home, Tasks, ...) until their features land; it says so plainly.
export function AppPlaceholder() {
  const { data: user } = useQuery(currentUserQuery);
  const logout = useMutation({
    mutationFn: () => apiCall(contract.auth.logout),
    // The spec goes to the site root after logout whether or not the call succeeded.
    onSettled: () => window.location.assign('/'),
  });
  const name = user?.firstName || user?.username || 'there';

  return (
    <BrandScreen text={`Welcome, ${name}!`}>
      {user && (
        <p className="brand-screen__balance">
          {user.cumBalance.toLocaleString('en-US', { maximumFractionDigits: 3 })} $CUM
        </p>
      )}
      <p className="brand-screen__hint">
        Your home screen, tasks and games are being built and arrive shortly.
      </p>
      <button
        type="button"
        className="btn btn--ghost"
        disabled={logout.isPending}
        onClick={() => logout.mutate()}
      >
        {logout.isPending ? 'Signing out...' : 'Log out'}
      </button>
    </BrandScreen>
  );
}
