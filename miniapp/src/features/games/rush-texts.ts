import type { GamesStatus } from '@cum/shared/contract/games';
import {
  RUSH_GAMES_PER_DAY,
  RUSH_MAX_REWARD,
  RUSH_MIN_REWARD,
  RUSH_ROUND_MS,
} from '@cum/shared/domain/games';
import { RUSH_GOLD_VALUE, RUSH_TAP_TOLERANCE_MS } from '@cum/shared/domain/token-rush';
import { t } from '../../i18n/i18n';
import { formatCum, formatInteger } from '../../lib/format';

/** Token Rush's numbers for texts: the server's when known, else the shared rules (never typed). */
export function rushTexts(status: GamesStatus | undefined) {
  const min = status?.rush.minReward ?? RUSH_MIN_REWARD;
  const max = status?.rush.maxReward ?? RUSH_MAX_REWARD;
  const range = t('rush-range', { min: formatCum(min), max: formatCum(max) });
  const seconds = RUSH_ROUND_MS / 1000;
  return {
    range,
    seconds,
    left: status
      ? t('rush-games-left', { left: status.rush.gamesLeftToday, total: status.rush.gamesPerDay })
      : '',
    rules: t('rush-rules', {
      seconds,
      gold: RUSH_GOLD_VALUE,
      tolerance: formatInteger(RUSH_TAP_TOLERANCE_MS),
      min: formatCum(min),
      spread: formatCum(max - min),
      range,
      games: status?.rush.gamesPerDay ?? RUSH_GAMES_PER_DAY,
    }),
  };
}
