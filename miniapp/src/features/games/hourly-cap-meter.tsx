import type { GamesStatus } from '@cum/shared/contract/games';
import { Progress } from '@telegram-apps/telegram-ui';
import { useT } from '../../i18n/use-t';
import { formatCum } from '../../lib/format';
import { formatTime } from '../../lib/format-date';

/** The clicker's rolling hourly cap as the server reports it: what is left, and when it frees up. */
export function HourlyCapMeter({ clicker }: { clicker: GamesStatus['clicker'] }) {
  const { hourlyCap, leftThisHour, nextFreeAt } = clicker;
  const left = hourlyCap > 0 ? (leftThisHour / hourlyCap) * 100 : 0;
  const capped = leftThisHour <= 0;
  const t = useT();
  return (
    <div className="cap-meter" data-testid="clicker-cap">
      <div className="cap-meter__row">
        <span>{capped ? t('cap-reached') : t('cap-left')}</span>
        <span className="cap-meter__value">
          {t('cap-of', { left: formatCum(leftThisHour), cap: formatCum(hourlyCap) })}
        </span>
      </div>
      <Progress value={left} aria-label={t('cap-aria')} />
      {capped && nextFreeAt ? (
        <p className="cap-meter__note">{t('cap-again-from', { time: formatTime(nextFreeAt) })}</p>
      ) : null}
    </div>
  );
}
