import { CLICKER_DEFAULT_HOURLY_CAP } from '@cum/shared/domain/games';
import { useQuery } from '@tanstack/react-query';
import { Button, Cell, List, Placeholder, Section, Skeleton } from '@telegram-apps/telegram-ui';
import { formatCum } from '../../lib/format';
import { ClickerGame } from './clicker-game';
import { GameIcon } from './game-icon';
import { useGamesStore } from './games-store';
import { HourlyCapMeter } from './hourly-cap-meter';
import { gamesStatusQuery } from './queries';
import { TokenRushGame } from './token-rush-game';
import './games.css';
import { LoadError } from '../../ui/load-error';

/** Games (docs/product.md#games): CUM Clicker, Token Rush and the 'more games coming soon' card. */
export function GamesScreen() {
  const view = useGamesStore((s) => s.view);
  if (view === 'clicker') return <ClickerGame />;
  if (view === 'rush') return <TokenRushGame />;
  return <GamesList />;
}

function GamesList() {
  const status = useQuery(gamesStatusQuery);
  const open = useGamesStore((s) => s.open);

  if (status.isError) {
    return (
      <LoadError title="Could not load games" error={status.error} onRetry={() => void status.refetch()} />
    );
  }
  const s = status.data;
  return (
    <List className="games-screen">
      <h1 className="games-screen__title">Games</h1>
      <Section aria-label="CUM Clicker">
        <Cell
          multiline
          before={<GameIcon game="clicker" />}
          subtitle={`Up to ${formatCum(s?.clicker.hourlyCap ?? CLICKER_DEFAULT_HOURLY_CAP)} $CUM/hour`}
          description="Tap the coin: every 100 taps earn 1 $CUM."
        >
          CUM Clicker
        </Cell>
        <div className="games-screen__body">
          {s ? <HourlyCapMeter clicker={s.clicker} /> : <Skeleton visible className="games-skeleton" />}
          <Button size="l" stretched onClick={() => open('clicker')}>
            Play CUM Clicker
          </Button>
        </div>
      </Section>
      <Section aria-label="Token Rush">
        <Cell
          multiline
          before={<GameIcon game="rush" />}
          subtitle={
            s
              ? `${formatCum(s.rush.minReward)}-${formatCum(s.rush.maxReward)} $CUM per game`
              : '50-200 $CUM per game'
          }
          description="10 seconds of falling tokens: the higher your score, the bigger the reward."
        >
          Token Rush
        </Cell>
        <div className="games-screen__body">
          <p className="games-screen__count" data-testid="rush-daily-count">
            {s ? `${s.rush.gamesLeftToday} of ${s.rush.gamesPerDay} games left today` : '\u00a0'}
          </p>
          <Button size="l" stretched onClick={() => open('rush')}>
            Play Token Rush
          </Button>
        </div>
      </Section>
      <Section aria-label="More games">
        <Placeholder
          className="games-screen__soon"
          header="More games coming soon"
          description="New ways to earn $CUM are on the way. Stay tuned!"
        >
          <GameIcon game="soon" big />
        </Placeholder>
      </Section>
    </List>
  );
}
