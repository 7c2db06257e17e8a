import '../../ui/screen.css';
import './leaderboard.css';
import type { LeaderboardPeriod } from '@cum/shared/contract/leaderboard';
import { useQuery } from '@tanstack/react-query';
import { SegmentedControl } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { leaderboardQuery } from '../../lib/leaderboard-query';
import { hapticSelection } from '../../lib/telegram-actions';
import { LeaderboardList } from './leaderboard-list';

// Each period's tab label is `leaderboard-<period>`, its hint `leaderboard-<period>-hint`.
const tabs: { period: LeaderboardPeriod }[] = [
  { period: 'weekly' },
  { period: 'all-time' },
  { period: 'friends' },
];

/** Leaderboard (/app/leaderboard): who earned the most $CUM, and where you stand. */
export function LeaderboardScreen() {
  const t = useT();
  const [period, setPeriod] = useState<LeaderboardPeriod>('weekly');
  const board = useQuery(leaderboardQuery(period));
  const tab = tabs.find((item) => item.period === period) ?? tabs[0];

  return (
    <div className="screen leaderboard-screen">
      <h1 className="screen__title">{t('leaderboard-title')}</h1>
      <SegmentedControl className="leaderboard-tabs" role="tablist" aria-label={t('leaderboard-period')}>
        {tabs.map((item) => (
          <SegmentedControl.Item
            key={item.period}
            selected={period === item.period}
            aria-selected={period === item.period}
            role="tab"
            onClick={() => {
              hapticSelection();
              setPeriod(item.period);
            }}
          >
            {t(`leaderboard-${item.period}`)}
          </SegmentedControl.Item>
        ))}
      </SegmentedControl>
      <p className="leaderboard-hint">{t(`leaderboard-${tab?.period ?? 'weekly'}-hint`)}</p>
      <LeaderboardList board={board.data} isPending={board.isPending} isError={board.isError} />
    </div>
  );
}
