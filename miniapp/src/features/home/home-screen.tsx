import '../../ui/screen.css';
import './home.css';
import { useQuery } from '@tanstack/react-query';
import { Placeholder } from '@telegram-apps/telegram-ui';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { formatCum } from '../../lib/format';
import { currentUserQuery } from '../../lib/session';
import { FlameIcon, StarIcon, UsersIcon } from './icons';
import { RankTile } from './rank-tile';
import { RewardCard } from './reward-card';
import { StreakCard } from './streak-card';
import { SuspensionNotice } from './suspension-notice';
import { WelcomeBonusCard } from './welcome-bonus-card';

/** Home (/app): docs/product.md#home. */
export function HomeScreen() {
  const { data: user } = useQuery(currentUserQuery);
  if (!user) return <Placeholder description="Loading..." />;
  const name = user.firstName || user.username || 'there';

  return (
    <div className="screen home-screen">
      <SuspensionNotice user={user} />
      <header className="home-hero">
        <h1 className="home-hero__welcome">Welcome back, {name}!</h1>
        <p className="home-hero__label">Your $CUM Balance</p>
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
          <span className="home-tile__value">Level {user.rewardUpgradeLevel}</span>
          <span className="home-tile__label">Reward Level</span>
        </div>
        <div className="home-tile">
          <span className="home-tile__icon home-tile__icon--streak">
            <FlameIcon />
          </span>
          <span className="home-tile__value" data-testid="home-streak">
            {user.dayStreak} {user.dayStreak === 1 ? 'day' : 'days'}
          </span>
          <span className="home-tile__label">Daily Streak</span>
        </div>
      </div>

      <RankTile />

      <div className="home-card">
        <Link to={paths.referral} className="share-card">
          <span className="share-card__icon">
            <UsersIcon />
          </span>
          <span className="share-card__body">
            <span className="share-card__title">Share &amp; Earn</span>
            <span className="share-card__text">Invite friends and earn 500 $CUM for each one who joins</span>
          </span>
          <span className="share-card__chevron" aria-hidden="true">
            ›
          </span>
        </Link>
      </div>
    </div>
  );
}
