import { CLICKER_MILLI_PER_TAP } from '@cum/shared/domain/clicker-taps';
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
import { useT } from '../../i18n/use-t';
import { LoadError } from '../../ui/load-error';
import { rushTexts } from './rush-texts';

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
  const t = useT();

  if (status.isError) {
    return (
      <LoadError title={t('games-load-error')} error={status.error} onRetry={() => void status.refetch()} />
    );
  }
  const s = status.data;
  const rush = rushTexts(s);
  return (
    <List className="games-screen">
      <h1 className="games-screen__title">{t('nav-games')}</h1>
      <Section aria-label="CUM Clicker">
        <Cell
          multiline
          before={<GameIcon game="clicker" />}
          subtitle={t('clicker-up-to', {
            amount: formatCum(s?.clicker.hourlyCap ?? CLICKER_DEFAULT_HOURLY_CAP),
          })}
          description={t('clicker-per-tap', {
            amount: formatCum(s?.clicker.taps?.rewardPerTap ?? CLICKER_MILLI_PER_TAP / 1000),
          })}
        >
          CUM Clicker
        </Cell>
        <div className="games-screen__body">
          {s ? <HourlyCapMeter clicker={s.clicker} /> : <Skeleton visible className="games-skeleton" />}
          <Button size="l" stretched onClick={() => open('clicker')}>
            {t('clicker-play')}
          </Button>
        </div>
      </Section>
      <Section aria-label="Token Rush">
        <Cell
          multiline
          before={<GameIcon game="rush" />}
          subtitle={t('rush-per-game', { range: rush.range })}
          description={t('rush-description', { seconds: rush.seconds })}
        >
          Token Rush
        </Cell>
        <div className="games-screen__body">
          <p className="games-screen__count" data-testid="rush-daily-count">
            {rush.left || '\u00a0'}
          </p>
          <Button size="l" stretched onClick={() => open('rush')}>
            {t('rush-play')}
          </Button>
        </div>
      </Section>
      <Section aria-label={t('games-more')}>
        <Placeholder
          className="games-screen__soon"
          header={t('games-soon')}
          description={t('games-soon-hint')}
        >
          <GameIcon game="soon" big />
        </Placeholder>
      </Section>
    </List>
  );
}
