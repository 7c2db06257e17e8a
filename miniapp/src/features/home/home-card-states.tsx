import { Skeleton } from '@telegram-apps/telegram-ui';
import { LoadError } from '../../ui/load-error';

/**
 * A Home card while its query loads: the card's own height (home.css, the state a first visit sees),
 * so nothing below it moves when the answer arrives (CLS 0; issue 25 item 4).
 */
export function HomeCardSkeleton({ kind = 'reward' }: { kind?: 'reward' | 'streak' }) {
  return (
    <div className="home-card">
      <Skeleton visible>
        <div className={`reward-card reward-card--skeleton reward-card--skeleton-${kind}`} />
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
