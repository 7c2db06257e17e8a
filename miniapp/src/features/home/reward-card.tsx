import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@telegram-apps/telegram-ui';
import { intervalArgs } from '../../i18n/interval';
import { useT } from '../../i18n/use-t';
import { formatCountdown, formatCum } from '../../lib/format';
import { useClosingConfirmation } from '../../lib/telegram-actions';
import { useMainButton } from '../../lib/telegram-buttons';
import { HomeCardError, HomeCardSkeleton } from './home-card-states';
import { GiftIcon } from './icons';
import { homeKeys, rewardStatusQuery } from './queries';
import { useClaimReward } from './use-home-mutations';
import { useServerCountdown } from './use-server-countdown';

/**
 * The periodic reward: claim button, or the countdown to the next claim from the server's answer.
 * `suspended`: the account's claims are refused (SuspensionNotice says why), so the button is disabled.
 */
export function RewardCard({ suspended }: { suspended: boolean }) {
  const queryClient = useQueryClient();
  const status = useQuery(rewardStatusQuery);
  const claim = useClaimReward();
  const t = useT();
  useClosingConfirmation(claim.isPending);
  const remaining = useServerCountdown(status.data, () => {
    void queryClient.invalidateQueries({ queryKey: homeKeys.rewardStatus() });
  });
  // Inside Telegram the claim is Telegram's own main button (with its progress while in flight), and
  // the in-page one is left out while it shows.
  const native = useMainButton({
    text: t('reward-claim'),
    active: status.data?.canClaim === true && !suspended,
    loading: claim.isPending,
    onClick: () => claim.run(),
  });

  if (status.isPending) return <HomeCardSkeleton />;
  if (status.isError) {
    return (
      <HomeCardError
        title={t('reward-load-error')}
        error={status.error}
        onRetry={() => void status.refetch()}
      />
    );
  }

  const { canClaim, amount, intervalMinutes } = status.data;
  // "Hourly Reward" / "every hour" for 60 minutes, "3-Hour Reward" / "every 3 hours" for 180.
  const interval = intervalArgs(intervalMinutes);
  const claimable = canClaim || remaining <= 0;
  return (
    <div className="home-card">
      <div className="reward-card">
        <div className="reward-card__head">
          <span className="reward-card__icon">
            <GiftIcon />
          </span>
          <div>
            <h2 className="reward-card__title">{t('reward-title', interval)}</h2>
            <p className="reward-card__text">
              {t('reward-text', { amount: formatCum(amount), every: t('reward-interval', interval) })}
            </p>
          </div>
        </div>
        {canClaim && native && !suspended ? (
          <p className="reward-card__text" data-testid="reward-ready-native">
            {t('reward-ready-native')}
          </p>
        ) : canClaim ? (
          <Button
            size="l"
            stretched
            className="reward-card__button"
            disabled={claim.isPending || suspended}
            onClick={() => claim.run()}
          >
            {claim.isPending ? t('reward-claiming') : t('reward-claim')}
          </Button>
        ) : (
          <div className="reward-card__countdown" role="timer" aria-live="off">
            <span className="reward-card__countdown-label">{t('reward-next-in')}</span>
            <span className="reward-card__countdown-value" data-testid="reward-countdown">
              {formatCountdown(claimable ? 0 : remaining)}
            </span>
          </div>
        )}
      </div>
    </div>
  );
}
