import { useQuery } from '@tanstack/react-query';
import { Button, Progress, Section, Spinner } from '@telegram-apps/telegram-ui';
import { formatCum } from '../../lib/format';
import { useClosingConfirmation } from '../../lib/telegram-actions';
import { GameHeader } from './game-header';
import { GameIcon } from './game-icon';
import { useGamesStore } from './games-store';
import { gamesStatusQuery } from './queries';
import { RUSH_DURATION_MS, RUSH_TICK_MS, RUSH_TICKS } from './rules';
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
  const range = status ? `${formatCum(status.rush.minReward)}-${formatCum(status.rush.maxReward)}` : '50-200';
  const left = status ? `${status.rush.gamesLeftToday} of ${status.rush.gamesPerDay} games left today` : '';
  const noneLeft = status !== undefined && status.rush.gamesLeftToday <= 0;
  const msLeft = Math.max(0, RUSH_DURATION_MS - rush.ticks * RUSH_TICK_MS);

  return (
    <div className="game-view">
      <GameHeader title="Token Rush" subtitle={`10 seconds · ${range} $CUM per game`} canLeave={!busy} />
      <div className="rush" data-phase={rush.phase}>
        {rush.phase === 'ready' || rush.phase === 'starting' ? (
          <>
            <GameIcon game="rush" big />
            <p className="rush__text">Tokens rush in for 10 seconds. Your final score sets the reward.</p>
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
              Start game
            </Button>
          </>
        ) : null}
        {rush.phase === 'playing' || rush.phase === 'submitting' ? (
          <>
            <p className="rush__timer" role="timer" aria-label="Time left">
              {(msLeft / 1000).toFixed(1)} s
            </p>
            <p className="rush__score" aria-live="off">
              <span data-testid="rush-score">{rush.score}</span>
              <span className="rush__score-label">score</span>
            </p>
            <Progress value={(rush.ticks / RUSH_TICKS) * 100} aria-label="Round progress" />
            {rush.phase === 'submitting' ? (
              <p className="rush__text" role="status">
                <Spinner size="s" /> Submitting your score…
              </p>
            ) : null}
          </>
        ) : null}
        {rush.phase === 'result' && rush.result ? (
          <div className="rush__result" role="status" data-testid="rush-result">
            <p className="rush__reward">+{formatCum(rush.result.reward)} $CUM</p>
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
                Send score again
              </Button>
            ) : null}
          </div>
        ) : null}
        {rush.phase === 'result' || rush.phase === 'failed' ? (
          <Button size="l" stretched mode="bezeled" disabled={noneLeft} onClick={() => resetRush()}>
            Play again
          </Button>
        ) : null}
      </div>
      <Section header="How it works" aria-label="How Token Rush works">
        <p className="games-screen__body rush__rules">
          The game starts on the server, lasts 10 seconds and is scored once. Reward: 50 + 150 × score ÷ 1000
          $CUM, so {range} $CUM a game, {status?.rush.gamesPerDay ?? 20} games a day.
        </p>
      </Section>
    </div>
  );
}
