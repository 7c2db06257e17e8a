import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Skeleton } from '@telegram-apps/telegram-ui';
import { formatCountdown, formatCum } from '../../lib/format';
import { useClosingConfirmation } from '../../lib/telegram-actions';
import { useMainButton } from '../../lib/telegram-buttons';
import { LoadError } from '../../ui/load-error';
import { GiftIcon } from './icons';
import { homeKeys, rewardStatusQuery } from './queries';
import { useClaimReward } from './use-home-mutations';
import { useServerCountdown } from './use-server-countdown';

/** "Hourly Reward" / "every hour" for 60 minutes; the other reading (180) says "3-Hour" / "every 3 hours". */
function intervalTexts(minutes: number) {
  if (minutes === 60) return { title: 'Hourly Reward', every: 'every hour' };
  if (minutes % 60 === 0)
    return { title: `${minutes / 60}-Hour Reward`, every: `every ${minutes / 60} hours` };
  return { title: 'Periodic Reward', every: `every ${minutes} minutes` };
}

/**
 * The periodic reward: claim button, or the countdown to the next claim from the server's answer.
 * `suspended`: the account's claims are refused (SuspensionNotice says why), so the button is disabled.
 */
export function RewardCard({ suspended }: { suspended: boolean }) {
  const queryClient = useQueryClient();
  const status = useQuery(rewardStatusQuery);
  const claim = useClaimReward();
  useClosingConfirmation(claim.isPending);
  const remaining = useServerCountdown(status.data, () => {
    void queryClient.invalidateQueries({ queryKey: homeKeys.rewardStatus() });
  });
  // Inside Telegram the claim is Telegram's own main button (with its progress while in flight).
  const native = useMainButton({
    text: 'Claim Reward',
    active: status.data?.canClaim === true && !suspended,
    loading: claim.isPending,
    onClick: () => claim.run(),
  });

  if (status.isPending) {
    return (
      <div className="home-card">
        <Skeleton visible>
          <div className="reward-card reward-card--skeleton" />
        </Skeleton>
      </div>
    );
  }
  if (status.isError) {
    return (
      <div className="home-card">
        <div className="reward-card">
          <LoadError
            compact
            title="Could not load the reward status"
            error={status.error}
            onRetry={() => void status.refetch()}
          />
        </div>
      </div>
    );
  }

  const { canClaim, amount, intervalMinutes } = status.data;
  const texts = intervalTexts(intervalMinutes);
  const claimable = canClaim || remaining <= 0;
  return (
    <div className="home-card">
      <div className="reward-card">
        <div className="reward-card__head">
          <span className="reward-card__icon">
            <GiftIcon />
          </span>
          <div>
            <h2 className="reward-card__title">{texts.title}</h2>
            <p className="reward-card__text">
              Claim {formatCum(amount)} $CUM {texts.every}
            </p>
          </div>
        </div>
        {canClaim && native && !suspended ? (
          <p className="reward-card__text">Your reward is ready: claim it with the button below.</p>
        ) : canClaim ? (
          <Button
            size="l"
            stretched
            className="reward-card__button"
            disabled={claim.isPending || suspended}
            onClick={() => claim.run()}
          >
            {claim.isPending ? 'Claiming...' : 'Claim Reward'}
          </Button>
        ) : (
          <div className="reward-card__countdown" role="timer" aria-live="off">
            <span className="reward-card__countdown-label">Next reward in</span>
            <span className="reward-card__countdown-value" data-testid="reward-countdown">
              {claimable ? '00:00:00' : formatCountdown(remaining)}
            </span>
          </div>
        )}
      </div>
    </div>
  );
}
