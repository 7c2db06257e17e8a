import { rushSchedule } from '@cum/shared/domain/token-rush';
import { useQuery } from '@tanstack/react-query';
import { Button, Section, Spinner } from '@telegram-apps/telegram-ui';
import { useMemo } from 'react';
import { useT } from '../../i18n/use-t';
import { formatCum } from '../../lib/format';
import { useClosingConfirmation } from '../../lib/telegram-actions';
import { useMainButton } from '../../lib/telegram-buttons';
import { useVerticalSwipesDisabled } from '../../lib/telegram-swipes';
import { GameHeader } from './game-header';
import { GameIcon } from './game-icon';
import { useGamesStore } from './games-store';
import { gamesStatusQuery } from './queries';
import { rushShownScore } from './rules';
import { RushField } from './rush-field';
import './rush-field.css';
import { rushTexts } from './rush-texts';
import { useTokenRush } from './use-token-rush';

/** Token Rush: start (server round and seed), 10 s of catching falling tokens, one submit, the server's score. */
export function TokenRushGame() {
  const status = useQuery(gamesStatusQuery).data;
  const rush = useGamesStore((s) => s.rush);
  const resetRush = useGamesStore((s) => s.resetRush);
  const { start, retry, catchToken } = useTokenRush();
  const busy = rush.phase === 'starting' || rush.phase === 'playing' || rush.phase === 'submitting';
  // Closing the mini-app mid-round would lose the round: Telegram asks first.
  useClosingConfirmation(busy);
  const t = useT();
  const texts = rushTexts(status);
  const left = texts.left;
  const noneLeft = status !== undefined && status.rush.gamesLeftToday <= 0;
  const schedule = useMemo(() => (rush.seed === null ? [] : rushSchedule(rush.seed)), [rush.seed]);
  const caught = useMemo(() => new Set(rush.taps.map((t) => t.id)), [rush.taps]);
  const score = rushShownScore(schedule, [...caught]);
  const idle = rush.phase === 'ready' || rush.phase === 'starting';
  // Inside Telegram, Start is Telegram's MainButton alone; a swipe down mid-round must not close the app.
  const native = useMainButton({
    text: t('rush-start'),
    active: idle && status !== undefined && !noneLeft,
    loading: rush.phase === 'starting',
    onClick: start,
  });
  useVerticalSwipesDisabled(rush.phase === 'playing');

  return (
    <div className="game-view">
      <GameHeader
        title="Token Rush"
        subtitle={t('rush-subtitle', { seconds: texts.seconds, range: texts.range })}
        canLeave={!busy}
      />
      <div className="rush" data-phase={rush.phase}>
        {idle ? (
          <>
            <GameIcon game="rush" big />
            <p className="rush__text">{t('rush-intro', { seconds: texts.seconds })}</p>
            <p className="games-screen__count" data-testid="rush-daily-count">
              {left}
            </p>
            {native ? null : (
              <Button
                size="l"
                stretched
                loading={rush.phase === 'starting'}
                disabled={noneLeft}
                onClick={start}
              >
                {t('rush-start')}
              </Button>
            )}
          </>
        ) : null}
        {(rush.phase === 'playing' || rush.phase === 'submitting') && rush.originMs !== null ? (
          <>
            <RushField
              schedule={schedule}
              originMs={rush.originMs}
              caught={caught}
              score={score}
              onCatch={catchToken}
            />
            {rush.phase === 'submitting' ? (
              <p className="rush__text" role="status">
                <Spinner size="s" /> {t('rush-checking')}
              </p>
            ) : null}
          </>
        ) : null}
        {rush.phase === 'result' && rush.result ? (
          <div className="rush__result" role="status" data-testid="rush-result">
            <p className="rush__reward">
              {t('toast-plus-amount', { amount: formatCum(rush.result.reward) })}
            </p>
            {rush.result.score !== undefined && rush.result.maxScore !== undefined ? (
              <p className="rush__text" data-testid="rush-verified-score">
                {t('rush-verified', { score: rush.result.score, max: rush.result.maxScore })}
              </p>
            ) : null}
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
