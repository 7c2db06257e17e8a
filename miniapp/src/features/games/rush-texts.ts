import type { GamesStatus } from '@cum/shared/contract/games';
import { RUSH_GAMES_PER_DAY, RUSH_MAX_SCORE, rushRewardMilli } from '@cum/shared/domain/games';
import { t } from '../../i18n/i18n';
import { formatCum, formatInteger } from '../../lib/format';
import { RUSH_DURATION_MS } from './rules';

/** Token Rush's numbers for texts: the server's when known, else the shared rules (never typed). */
export function rushTexts(status: GamesStatus | undefined) {
  const min = status?.rush.minReward ?? rushRewardMilli(0) / 1000;
  const max = status?.rush.maxReward ?? rushRewardMilli(RUSH_MAX_SCORE) / 1000;
  const range = t('rush-range', { min: formatCum(min), max: formatCum(max) });
  return {
    range,
    seconds: RUSH_DURATION_MS / 1000,
    left: status
      ? t('rush-games-left', { left: status.rush.gamesLeftToday, total: status.rush.gamesPerDay })
      : '',
    rules: t('rush-rules', {
      seconds: RUSH_DURATION_MS / 1000,
      min: formatCum(min),
      spread: formatCum(max - min),
      maxScore: formatInteger(RUSH_MAX_SCORE),
      range,
      games: status?.rush.gamesPerDay ?? RUSH_GAMES_PER_DAY,
    }),
  };
}
