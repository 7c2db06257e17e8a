import { CLICKER_DEFAULT_HOURLY_CAP, CLICKER_STEP_POINTS } from '@cum/shared/domain/games';
import { useQuery } from '@tanstack/react-query';
import { Section, Skeleton } from '@telegram-apps/telegram-ui';
import { useT } from '../../i18n/use-t';
import { formatCum } from '../../lib/format';
import { GameHeader } from './game-header';
import { useGamesStore } from './games-store';
import { HourlyCapMeter } from './hourly-cap-meter';
import { gamesStatusQuery } from './queries';
import { useClicker } from './use-clicker';

/** CUM Clicker: one big coin to tap, the run's score and credits, and the hourly cap. */
export function ClickerGame() {
  const status = useQuery(gamesStatusQuery).data;
  const run = useGamesStore((s) => s.clicker);
  const capped = status !== undefined && status.clicker.leftThisHour <= 0;
  const { tap } = useClicker(capped);
  const t = useT();
  const cap = status?.clicker.hourlyCap ?? CLICKER_DEFAULT_HOURLY_CAP;
  const nextPayout = (Math.floor(run.score / CLICKER_STEP_POINTS) + 1) * CLICKER_STEP_POINTS;

  return (
    <div className="game-view">
      <GameHeader title="CUM Clicker" subtitle={t('clicker-up-to', { amount: formatCum(cap) })} />
      <div className="clicker">
        <button
          type="button"
          className="clicker__coin"
          onClick={tap}
          disabled={!status || capped}
          aria-label={capped ? t('clicker-paused') : t('clicker-tap')}
          aria-describedby="clicker-score"
        >
          <span className="clicker__coin-label" aria-hidden="true">
            $CUM
          </span>
        </button>
        <p className="clicker__score" id="clicker-score" aria-live="polite">
          <span className="clicker__score-value" data-testid="clicker-score">
            {run.score}
          </span>{' '}
          {t('clicker-points-label', { points: run.score })}
        </p>
        <p className="clicker__hint">
          {capped ? t('clicker-capped') : t('clicker-next-payout', { points: nextPayout })}
        </p>
      </div>
      <Section header={t('clicker-this-run')} aria-label={t('clicker-earnings')}>
        <div className="games-screen__body">
          <div className="cap-meter__row">
            <span>{t('clicker-credited')}</span>
            <span className="cap-meter__value" data-testid="clicker-earned">
              {t('amount-cum', { amount: formatCum(run.earned) })}
            </span>
          </div>
          {run.message ? (
            <p className="clicker__message" role="status" data-testid="clicker-message">
              {run.message}
            </p>
          ) : null}
          {status ? (
            <HourlyCapMeter clicker={status.clicker} />
          ) : (
            <Skeleton visible className="games-skeleton" />
          )}
        </div>
      </Section>
    </div>
  );
}
