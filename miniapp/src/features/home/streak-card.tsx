import * as contract from '@cum/shared/contract/areas';
import type { StreakCalendarView } from '@cum/shared/contract/rewards';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@telegram-apps/telegram-ui';
import { t } from '../../i18n/i18n';
import { useT } from '../../i18n/use-t';
import { apiCall } from '../../lib/api-client';
import { setCachedBalance } from '../../lib/balance-cache';
import { formatCum } from '../../lib/format';
import { freshOnReturn } from '../../lib/fresh-on-return';
import { hapticNotification } from '../../lib/telegram-actions';
import { useSecondaryButton } from '../../lib/telegram-buttons';
import { useOneFlight } from '../../lib/use-one-flight';
import { errorToast, toast } from '../../ui/toast/toast-store';
import { HomeCardError, HomeCardSkeleton } from './home-card-states';
import { FlameIcon } from './icons';
import { homeKeys } from './queries';

const streakKey = [...homeKeys.all, 'streak'] as const;

/** GET /api/rewards/streak: the calendar; refreshed on return, since the UTC day may have rolled over. */
export const streakQuery = queryOptions({
  queryKey: streakKey,
  queryFn: ({ signal }) => apiCall(contract.rewards.streak, { signal }),
  ...freshOnReturn,
});

/** POST /api/rewards/streak/claim, one call at a time; "already claimed" right after a success is an echo. */
function useClaimStreak() {
  const queryClient = useQueryClient();
  return useOneFlight({
    mutationFn: () => apiCall(contract.rewards.streakClaim),
    onSuccess: (result) => {
      setCachedBalance(queryClient, result.cumBalance);
      queryClient.setQueryData<StreakCalendarView>(streakKey, result.streak);
      hapticNotification('success');
      toast({
        title: t('streak-toast', { day: result.streak.today }),
        description: t('toast-received', { amount: formatCum(result.amount) }),
        celebrate: true,
      });
    },
    onEcho: () => queryClient.invalidateQueries({ queryKey: streakKey }),
    onError: async (error) => {
      hapticNotification('error');
      errorToast(error, t('streak-claim-failed'), t('toast-error'));
      await queryClient.invalidateQueries({ queryKey: streakKey });
    },
  });
}

/** The daily streak: a 7-day calendar of escalating rewards; claim once a UTC day, miss one and it restarts. */
export function StreakCard({ suspended }: { suspended: boolean }) {
  const tr = useT();
  const streak = useQuery(streakQuery);
  const claim = useClaimStreak();
  const calendar = streak.data;
  const todayAmount = calendar?.days.find((d) => d.day === calendar.today)?.amount ?? 0;
  const claimText = calendar
    ? tr('streak-claim-button', { day: calendar.today, amount: formatCum(todayAmount) })
    : '';
  // Inside Telegram the streak claim is Telegram's secondary button, beside the reward's main one.
  const native = useSecondaryButton({
    text: claimText,
    active: calendar !== undefined && !calendar.claimedToday && !suspended,
    loading: claim.isPending,
    onClick: () => claim.run(),
  });

  if (streak.isPending) return <HomeCardSkeleton kind="streak" />;
  if (streak.isError) {
    return (
      <HomeCardError
        title={tr('streak-load-failed')}
        error={streak.error}
        onRetry={() => void streak.refetch()}
      />
    );
  }
  const { current, claimedToday, today, days } = streak.data;
  return (
    <section className="home-card" aria-label={tr('streak-title')}>
      <div className="reward-card">
        <div className="reward-card__head">
          <span className="reward-card__icon home-tile__icon--streak">
            <FlameIcon />
          </span>
          <div>
            <h2 className="reward-card__title">{tr('streak-title')}</h2>
            <p className="reward-card__text" data-testid="streak-summary">
              {current === 0 ? tr('streak-summary-none') : tr('streak-summary', { days: current })}
            </p>
          </div>
        </div>
        <ol className="streak-calendar" data-testid="streak-calendar">
          {days.map((d) => (
            <li
              key={d.day}
              className={`streak-day streak-day--${d.state}`}
              aria-label={tr('streak-day-aria', { day: d.day, amount: formatCum(d.amount), state: d.state })}
            >
              <span className="streak-day__label">{tr('streak-day', { day: d.day })}</span>
              <span className="streak-day__amount">{formatCum(d.amount)}</span>
            </li>
          ))}
        </ol>
        {claimedToday ? (
          <p className="reward-card__text" data-testid="streak-done">
            {tr('streak-done', { next: today + 1 })}
          </p>
        ) : native && !suspended ? (
          <p className="reward-card__text">{tr('streak-use-button')}</p>
        ) : (
          <Button
            size="l"
            stretched
            className="reward-card__button"
            disabled={claim.isPending || suspended}
            onClick={() => claim.run()}
          >
            {claim.isPending ? tr('reward-claiming') : claimText}
          </Button>
        )}
      </div>
    </section>
  );
}
