import type { User } from '@cum/shared/contract/profile';

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * A suspended account still reads everything, but each earning or spending call is refused: say so
 * first, with staff's reason, rather than let every button fail with a toast.
 */
export function SuspensionNotice({ user }: { user: User }) {
  const s = user.suspension;
  if (!s) return null;
  return (
    <div className="home-card suspension-card" role="alert" data-testid="suspension-notice">
      <h2 className="suspension-card__title">Account suspended</h2>
      <p className="suspension-card__reason">Reason: {s.reason}</p>
      <p className="suspension-card__text">
        {s.until ? `Until ${dateTime(s.until)}. ` : 'Until staff lift it. '}
        You can still sign in and look around, but you can't earn or spend $CUM.
      </p>
    </div>
  );
}
