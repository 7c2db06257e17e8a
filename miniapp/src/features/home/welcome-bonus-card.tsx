import type { User } from '@cum/shared/contract/profile';
import { WELCOME_BONUS } from '@cum/shared/domain/rewards';
import { Button } from '@telegram-apps/telegram-ui';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useT } from '../../i18n/use-t';
import { formatCum } from '../../lib/format';
import { useClosingConfirmation } from '../../lib/telegram-actions';
import { PartyIcon } from './icons';
import { useClaimWelcomeBonus } from './use-home-mutations';

/**
 * Shown until the welcome bonus is claimed. Before onboarding the button leads there (the access gate
 * shows onboarding for /app); after it, the button claims the bonus.
 */
export function WelcomeBonusCard({ user }: { user: User }) {
  const navigate = useNavigate();
  const claim = useClaimWelcomeBonus();
  const t = useT();
  useClosingConfirmation(claim.isPending);
  if (user.welcomeBonusClaimed) return null;
  // A suspended account's claim is refused (SuspensionNotice above says why): don't offer it.
  const suspended = user.suspension !== null;

  return (
    <div className="home-card">
      <div className="welcome-card">
        <span className="welcome-card__icon">
          <PartyIcon />
        </span>
        <div className="welcome-card__body">
          <h2 className="welcome-card__title">{t('welcome-bonus-title')}</h2>
          <p className="welcome-card__text">
            {user.onboardingCompleted
              ? t('welcome-bonus-waiting', { amount: formatCum(WELCOME_BONUS) })
              : t('welcome-bonus-onboarding', { amount: formatCum(WELCOME_BONUS) })}
          </p>
        </div>
        {user.onboardingCompleted ? (
          <Button size="m" disabled={claim.isPending || suspended} onClick={() => claim.run()}>
            {claim.isPending ? t('reward-claiming') : t('welcome-bonus-claim')}
          </Button>
        ) : (
          <Button size="m" onClick={() => navigate(paths.app)}>
            {t('welcome-bonus-complete')}
          </Button>
        )}
      </div>
    </div>
  );
}
