import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { formatCum } from '../../lib/format';
import { leaderboardQuery } from '../../lib/leaderboard-query';
import { Icon } from '../../ui/icons';

/** Home's "your rank" tile: this week's place on the leaderboard, a tap away from the board. */
export function RankTile() {
  const { data } = useQuery(leaderboardQuery('weekly'));
  // Nothing earned this week yet: a "#1 with 0 $CUM" (everyone ties at 0) would be a false boast.
  const unranked = data !== undefined && data.me.amount <= 0;
  const rank = unranked ? undefined : data?.me.rank;
  const text = !data
    ? 'See who earned the most $CUM this week'
    : unranked
      ? 'Earn your first $CUM this week to join the board'
      : `${formatCum(data.me.amount)} $CUM earned this week`;
  return (
    <div className="home-card">
      <Link to={paths.leaderboard} className="share-card" data-testid="home-rank">
        <span className="share-card__icon">
          <Icon name="trophy" />
        </span>
        <span className="share-card__body">
          <span className="share-card__title">
            {unranked
              ? 'Not ranked yet'
              : rank
                ? `Your rank: #${rank}`
                : rank === null
                  ? 'Leaderboard'
                  : 'Your rank'}
          </span>
          <span className="share-card__text">{text}</span>
        </span>
        <span className="share-card__chevron" aria-hidden="true">
          ›
        </span>
      </Link>
    </div>
  );
}
