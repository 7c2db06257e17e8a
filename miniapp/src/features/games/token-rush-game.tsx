import { useQuery } from '@tanstack/react-query';
import { Button, Progress, Section, Spinner } from '@telegram-apps/telegram-ui';
import { useT } from '../../i18n/use-t';
import { formatCum, formatSeconds } from '../../lib/format';
import { useClosingConfirmation } from '../../lib/telegram-actions';
import { GameHeader } from './game-header';
import { GameIcon } from './game-icon';
import { useGamesStore } from './games-store';
import { gamesStatusQuery } from './queries';
import { RUSH_DURATION_MS, RUSH_TICK_MS, RUSH_TICKS } from './rules';
import { rushTexts } from './rush-texts';
import { useTokenRush } from './use-token-rush';

/** Token Rush: start (server session), 10 s of play, one submit, the server's credit. */
export function TokenRushGame() {
  const status = useQuery(gamesStatusQuery).data;
  const rush = useGamesStore((s) => s.rush);
  const resetRush = useGamesStore((s) => s.resetRush);
  const { start, retry } = useTokenRush();
  const busy = rush.phase === 'starting' || rush.phase === 'playing' || rush.phase === 'submitting';
  // Closing the mini-app mid-round would lose the round: Telegram asks first.
  useClosingConfirmation(busy);
  const t = useT();
  const texts = rushTexts(status);
  const left = texts.left;
  const noneLeft = status !== undefined && status.rush.gamesLeftToday <= 0;
  const msLeft = Math.max(0, RUSH_DURATION_MS - rush.ticks * RUSH_TICK_MS);

  return (
    <div className="game-view">
      <GameHeader
        title="Token Rush"
        subtitle={t('rush-subtitle', { seconds: texts.seconds, range: texts.range })}
        canLeave={!busy}
      />
      <div className="rush" data-phase={rush.phase}>
        {rush.phase === 'ready' || rush.phase === 'starting' ? (
          <>
            <GameIcon game="rush" big />
            <p className="rush__text">{t('rush-intro', { seconds: texts.seconds })}</p>
            <p className="games-screen__count" data-testid="rush-daily-count">
              {left}
            </p>
            <Button
              size="l"
              stretched
              loading={rush.phase === 'starting'}
              disabled={noneLeft}
              onClick={start}
            >
              {t('rush-start')}
            </Button>
          </>
        ) : null}
        {rush.phase === 'playing' || rush.phase === 'submitting' ? (
          <>
            <p className="rush__timer" role="timer" aria-label={t('rush-time-left')}>
              {t('rush-seconds', { seconds: formatSeconds(msLeft) })}
            </p>
            <p className="rush__score" aria-live="off">
              <span data-testid="rush-score">{rush.score}</span>
              <span className="rush__score-label">{t('rush-score')}</span>
            </p>
            <Progress value={(rush.ticks / RUSH_TICKS) * 100} aria-label={t('rush-progress')} />
            {rush.phase === 'submitting' ? (
              <p className="rush__text" role="status">
                <Spinner size="s" /> {t('rush-submitting')}
              </p>
            ) : null}
          </>
        ) : null}
        {rush.phase === 'result' && rush.result ? (
          <div className="rush__result" role="status" data-testid="rush-result">
            <p className="rush__reward">
              {t('toast-plus-amount', { amount: formatCum(rush.result.reward) })}
            </p>
            <p className="rush__text">{rush.result.message}</p>
            <p className="games-screen__count">{left}</p>
          </div>
        ) : null}
        {rush.phase === 'failed' ? (
          <div className="rush__result" data-testid="rush-failed">
            <p className="rush__text rush__text--error" role="alert">
              {rush.error}
            </p>
            {rush.retryable ? (
              <Button size="l" stretched onClick={retry}>
                {t('rush-send-again')}
              </Button>
            ) : null}
          </div>
        ) : null}
        {rush.phase === 'result' || rush.phase === 'failed' ? (
          <Button size="l" stretched mode="bezeled" disabled={noneLeft} onClick={() => resetRush()}>
            {t('rush-play-again')}
          </Button>
        ) : null}
      </div>
      <Section header={t('rush-how')} aria-label={t('rush-how-aria')}>
        <p className="games-screen__body rush__rules">{texts.rules}</p>
      </Section>
    </div>
  );
}
