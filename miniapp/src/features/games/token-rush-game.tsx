import {
  RUSH_GAMES_PER_DAY,
  RUSH_MAX_REWARD,
  RUSH_MIN_REWARD,
  RUSH_ROUND_MS,
} from '@cum/shared/domain/games';
import { RUSH_GOLD_VALUE, RUSH_TAP_TOLERANCE_MS, rushSchedule } from '@cum/shared/domain/token-rush';
import { useQuery } from '@tanstack/react-query';
import { Button, Section, Spinner } from '@telegram-apps/telegram-ui';
import { useMemo } from 'react';
import { formatCum } from '../../lib/format';
import { useClosingConfirmation } from '../../lib/telegram-actions';
import { GameHeader } from './game-header';
import { GameIcon } from './game-icon';
import { useGamesStore } from './games-store';
import { gamesStatusQuery } from './queries';
import { rushShownScore } from './rules';
import { RushField } from './rush-field';
import './rush-field.css';
import { useTokenRush } from './use-token-rush';

const seconds = RUSH_ROUND_MS / 1000;

/** Token Rush: start (server round and seed), 10 s of catching falling tokens, one submit, the server's score. */
export function TokenRushGame() {
  const status = useQuery(gamesStatusQuery).data;
  const rush = useGamesStore((s) => s.rush);
  const resetRush = useGamesStore((s) => s.resetRush);
  const { start, retry, catchToken } = useTokenRush();
  const busy = rush.phase === 'starting' || rush.phase === 'playing' || rush.phase === 'submitting';
  // Closing the mini-app mid-round would lose the round: Telegram asks first.
  useClosingConfirmation(busy);
  const minReward = status?.rush.minReward ?? RUSH_MIN_REWARD;
  const maxReward = status?.rush.maxReward ?? RUSH_MAX_REWARD;
  const range = `${formatCum(minReward)}-${formatCum(maxReward)}`;
  const left = status ? `${status.rush.gamesLeftToday} of ${status.rush.gamesPerDay} games left today` : '';
  const noneLeft = status !== undefined && status.rush.gamesLeftToday <= 0;
  const schedule = useMemo(() => (rush.seed === null ? [] : rushSchedule(rush.seed)), [rush.seed]);
  const caught = useMemo(() => new Set(rush.taps.map((t) => t.id)), [rush.taps]);
  const score = rushShownScore(schedule, [...caught]);

  return (
    <div className="game-view">
      <GameHeader
        title="Token Rush"
        subtitle={`${seconds} seconds · ${range} $CUM per game`}
        canLeave={!busy}
      />
      <div className="rush" data-phase={rush.phase}>
        {rush.phase === 'ready' || rush.phase === 'starting' ? (
          <>
            <GameIcon game="rush" big />
            <p className="rush__text">
              Tokens fall for {seconds} seconds. Tap them before they drop: the more you catch, the more you
              win.
            </p>
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
                <Spinner size="s" /> Checking your catches…
              </p>
            ) : null}
          </>
        ) : null}
        {rush.phase === 'result' && rush.result ? (
          <div className="rush__result" role="status" data-testid="rush-result">
            <p className="rush__reward">+{formatCum(rush.result.reward)} $CUM</p>
            {rush.result.score !== undefined && rush.result.maxScore !== undefined ? (
              <p className="rush__text" data-testid="rush-verified-score">
                Verified score: {rush.result.score} of {rush.result.maxScore}
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
          The server starts the round and draws its tokens; a token counts when you tap it while it falls
          (gold ones are worth {RUSH_GOLD_VALUE}), checked by the server within {RUSH_TAP_TOLERANCE_MS} ms.
          Reward: {formatCum(minReward)} $CUM plus up to {formatCum(maxReward - minReward)} $CUM by the share
          of tokens caught, so {range} $CUM a game, {status?.rush.gamesPerDay ?? RUSH_GAMES_PER_DAY} games a
          day.
        </p>
      </Section>
    </div>
  );
}
