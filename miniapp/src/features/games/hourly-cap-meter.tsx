import type { GamesStatus } from '@cum/shared/contract/games';
import { Progress } from '@telegram-apps/telegram-ui';
import { formatCum } from '../../lib/format';
import { formatTime } from '../../lib/format-date';

/** The clicker's rolling hourly cap as the server reports it: what is left, and when it frees up. */
export function HourlyCapMeter({ clicker }: { clicker: GamesStatus['clicker'] }) {
  const { hourlyCap, leftThisHour, nextFreeAt } = clicker;
  const left = hourlyCap > 0 ? (leftThisHour / hourlyCap) * 100 : 0;
  const capped = leftThisHour <= 0;
  return (
    <div className="cap-meter" data-testid="clicker-cap">
      <div className="cap-meter__row">
        <span>{capped ? 'Hourly limit reached' : 'Left this hour'}</span>
        <span className="cap-meter__value">
          {formatCum(leftThisHour)} of {formatCum(hourlyCap)} $CUM
        </span>
      </div>
      <Progress value={left} aria-label="Clicker earnings left this hour" />
      {capped && nextFreeAt ? (
        <p className="cap-meter__note">Taps earn again from {formatTime(nextFreeAt)}.</p>
      ) : null}
    </div>
  );
}
