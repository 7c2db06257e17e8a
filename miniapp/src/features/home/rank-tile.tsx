import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useT } from '../../i18n/use-t';
import { formatCum, formatInteger } from '../../lib/format';
import { leaderboardQuery } from '../../lib/leaderboard-query';
import { Icon } from '../../ui/icons';

/** Home's "your rank" tile: this week's place on the leaderboard, a tap away from the board. */
export function RankTile() {
  const { data } = useQuery(leaderboardQuery('weekly'));
  const rank = data?.me.rank;
  const t = useT();
  const text = !data ? t('rank-hint') : t('rank-earned', { amount: formatCum(data.me.amount) });
  return (
    <div className="home-card">
      <Link to={paths.leaderboard} className="share-card" data-testid="home-rank">
        <span className="share-card__icon">
          <Icon name="trophy" />
        </span>
        <span className="share-card__body">
          <span className="share-card__title">
            {rank
              ? t('rank-yours-number', { rank: formatInteger(rank) })
              : rank === null
                ? t('nav-leaderboard')
                : t('rank-yours')}
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
