import '../../ui/screen.css';
import './home.css';
import { REFERRAL_REWARD_REFERRER } from '@cum/shared/domain/referrals';
import { useQuery } from '@tanstack/react-query';
import { Placeholder } from '@telegram-apps/telegram-ui';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useT } from '../../i18n/use-t';
import { formatCum } from '../../lib/format';
import { currentUserQuery } from '../../lib/session';
import { FlameIcon, StarIcon, UsersIcon } from './icons';
import { RankTile } from './rank-tile';
import { RewardCard } from './reward-card';
import { StreakCard } from './streak-card';
import { SuspensionNotice } from './suspension-notice';
import { useFirstVisit } from './use-first-visit';
import { WelcomeBonusCard } from './welcome-bonus-card';

/** Home (/app): docs/product.md#home. */
export function HomeScreen() {
  const { data: user } = useQuery(currentUserQuery);
  const t = useT();
  const firstVisit = useFirstVisit(user?.id);
  if (!user) return <Placeholder description={t('app-loading')} />;
  const name = user.firstName || user.username || t('home-name-fallback');

  return (
    <div className="screen home-screen">
      <SuspensionNotice user={user} />
      <header className="home-hero">
        <h1 className="home-hero__welcome">
          {t(firstVisit ? 'home-welcome' : 'home-welcome-back', { name })}
        </h1>
        <p className="home-hero__label">{t('home-balance-label')}</p>
        <p className="home-hero__balance" data-testid="home-balance">
          {formatCum(user.cumBalance)} <span className="home-hero__unit">$CUM</span>
        </p>
      </header>

      <WelcomeBonusCard user={user} />
      <RewardCard suspended={user.suspension !== null} />
      <StreakCard suspended={user.suspension !== null} />

      <div className="home-tiles">
        <div className="home-tile">
          <span className="home-tile__icon">
            <StarIcon />
          </span>
          <span className="home-tile__value">{t('home-level', { level: user.rewardUpgradeLevel })}</span>
          <span className="home-tile__label">{t('home-reward-level')}</span>
        </div>
        <div className="home-tile">
          <span className="home-tile__icon home-tile__icon--streak">
            <FlameIcon />
          </span>
          <span className="home-tile__value" data-testid="home-streak">
            {t('home-streak-days', { days: user.dayStreak })}
          </span>
          <span className="home-tile__label">{t('home-daily-streak')}</span>
        </div>
      </div>

      <RankTile />

      <div className="home-card">
        <Link to={paths.referral} className="share-card">
          <span className="share-card__icon">
            <UsersIcon />
          </span>
          <span className="share-card__body">
            <span className="share-card__title">{t('home-share-title')}</span>
            <span className="share-card__text">
              {t('home-share-text', { amount: formatCum(REFERRAL_REWARD_REFERRER) })}
            </span>
          </span>
          <span className="share-card__chevron" aria-hidden="true">
            ›
          </span>
        </Link>
      </div>
    </div>
  );
}
