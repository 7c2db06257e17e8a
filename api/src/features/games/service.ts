import { CLICKER_GAME_ID } from '@cum/shared/domain/games';
import type { RushTap } from '@cum/shared/domain/token-rush';
import type { Connection } from 'mongoose';
import type { Ledger } from '../../ledger/ledger.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest } from '../../lib/errors.ts';
import type { Models } from '../../models/registry.ts';
import type { UserRecord } from '../../models/user.ts';
import type { ActivityLog } from '../../platform/activity-log.ts';
import { createClicker } from './clicker.ts';
import { createClickerTaps } from './clicker-taps.ts';
import { createRush } from './rush.ts';

export interface GamesDeps {
  models: Pick<Models, 'GameSession' | 'ClickerState' | 'LedgerEntry' | 'User'>;
  connection: Connection;
  ledger: Ledger;
  activityLog: ActivityLog;
  clock: Clock;
  /** $CUM the clicker pays per rolling hour (config CLICKER_HOURLY_CAP). */
  clickerHourlyCap: number;
}

/**
 * The two mini-games. The clicker's client proposes a score; Token Rush's sends its taps and the
 * server scores them (shared/src/domain/games.ts, token-rush.ts).
 */
export function createGamesService(deps: GamesDeps) {
  const clicker = createClicker({ ...deps, hourlyCap: deps.clickerHourlyCap });
  const taps = createClickerTaps({ ...deps, hourlyCap: deps.clickerHourlyCap });
  const rush = createRush(deps);

  async function play(
    user: UserRecord,
    gameId: '1' | '2',
    input: { score?: number | undefined; sessionId?: string | undefined; taps?: RushTap[] | undefined },
  ) {
    if (gameId === CLICKER_GAME_ID) {
      if (input.score === undefined) throw badRequest('The clicker needs a score.');
      return clicker.submit(user._id, input.score);
    }
    return rush.play(user, input.taps, input.sessionId);
  }

  async function status(user: UserRecord) {
    const [clickerStatus, tapRules, rushStatus] = await Promise.all([
      clicker.status(user._id),
      taps.status(user._id),
      rush.status(user._id),
    ]);
    return { clicker: { ...clickerStatus, taps: tapRules }, rush: rushStatus };
  }

  const clickerTaps = (user: UserRecord, input: { batchId: string; taps: number }) =>
    taps.report(user._id, input.batchId, input.taps);

  return { clickerTaps, startRush: rush.start, rushSession: rush.openSession, play, status };
}
export type GamesService = ReturnType<typeof createGamesService>;
