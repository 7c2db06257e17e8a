import '../../ui/screen.css';
import './leaderboard.css';
import type { LeaderboardPeriod } from '@cum/shared/contract/leaderboard';
import { useQuery } from '@tanstack/react-query';
import { SegmentedControl } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { leaderboardQuery } from '../../lib/leaderboard-query';
import { hapticSelection } from '../../lib/telegram-actions';
import { LeaderboardList } from './leaderboard-list';

const tabs: { period: LeaderboardPeriod; label: string; hint: string }[] = [
  { period: 'weekly', label: 'Weekly', hint: '$CUM earned this week (Monday to Sunday, UTC)' },
  { period: 'all-time', label: 'All-time', hint: '$CUM earned since joining' },
  { period: 'friends', label: 'Friends', hint: 'You, the friends you invited and who invited you' },
];

/** Leaderboard (/app/leaderboard): who earned the most $CUM, and where you stand. */
export function LeaderboardScreen() {
  const [period, setPeriod] = useState<LeaderboardPeriod>('weekly');
  const board = useQuery(leaderboardQuery(period));
  const tab = tabs.find((t) => t.period === period) ?? tabs[0];

  return (
    <div className="screen leaderboard-screen">
      <h1 className="screen__title">Leaderboard</h1>
      <SegmentedControl className="leaderboard-tabs" role="tablist" aria-label="Period">
        {tabs.map((t) => (
          <SegmentedControl.Item
            key={t.period}
            selected={period === t.period}
            aria-selected={period === t.period}
            role="tab"
            onClick={() => {
              hapticSelection();
              setPeriod(t.period);
            }}
          >
            {t.label}
          </SegmentedControl.Item>
        ))}
      </SegmentedControl>
      <p className="leaderboard-hint">{tab?.hint}</p>
      <LeaderboardList board={board.data} isPending={board.isPending} isError={board.isError} />
    </div>
  );
}
