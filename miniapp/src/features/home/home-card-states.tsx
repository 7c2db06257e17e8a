import { Skeleton } from '@telegram-apps/telegram-ui';
import { LoadError } from '../../ui/load-error';

/** A Home card while its query loads: the card's own shape, so nothing jumps when it arrives. */
export function HomeCardSkeleton() {
  return (
    <div className="home-card">
      <Skeleton visible>
        <div className="reward-card reward-card--skeleton" />
      </Skeleton>
    </div>
  );
}

/** A Home card whose query failed: says so in place, with Retry (Home never drops a card silently). */
export function HomeCardError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <div className="home-card">
      <div className="reward-card">
        <LoadError compact title={title} error={error} onRetry={onRetry} />
      </div>
    </div>
  );
}
