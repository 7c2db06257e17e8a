import type { LeaderboardResponse as Leaderboard } from '@cum/shared/contract/leaderboard';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RankTile } from '../../../src/features/home/rank-tile';
import { leaderboardQuery } from '../../../src/lib/leaderboard-query';

/** The tile as Home renders it once the weekly board answered `me`. */
function tile(me: Leaderboard['me']): string {
  const client = new QueryClient();
  client.setQueryData(leaderboardQuery('weekly').queryKey, { entries: [], me } as unknown as Leaderboard);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <RankTile />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("Home's rank tile", () => {
  it('shows the rank and the amount once the user earned something this week', () => {
    const html = tile({ rank: 3, amount: 1025 } as Leaderboard['me']);
    expect(html).toContain('Your rank: #3');
    expect(html).toContain('1,025 $CUM earned this week');
  });

  it('a user who earned nothing this week is "not ranked yet", never "#1 · 0 $CUM"', () => {
    const html = tile({ rank: 1, amount: 0 } as Leaderboard['me']);
    expect(html).not.toContain('#1');
    expect(html).not.toContain('0 $CUM earned');
    expect(html).toContain('Not ranked yet');
  });
});
