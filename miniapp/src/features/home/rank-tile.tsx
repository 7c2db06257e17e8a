import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { formatCum } from '../../lib/format';
import { leaderboardQuery } from '../../lib/leaderboard-query';
import { Icon } from '../../ui/icons';

/** Home's "your rank" tile: this week's place on the leaderboard, a tap away from the board. */
export function RankTile() {
  const { data } = useQuery(leaderboardQuery('weekly'));
  const rank = data?.me.rank;
  const text = !data
    ? 'See who earned the most $CUM this week'
    : `${formatCum(data.me.amount)} $CUM earned this week`;
  return (
    <div className="home-card">
      <Link to={paths.leaderboard} className="share-card" data-testid="home-rank">
        <span className="share-card__icon">
          <Icon name="trophy" />
        </span>
        <span className="share-card__body">
          <span className="share-card__title">
            {rank ? `Your rank: #${rank}` : rank === null ? 'Leaderboard' : 'Your rank'}
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
