import type { User } from '@cum/shared/contract/profile';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';
import { formatCount, formatCum, formatInteger } from '../../lib/format';
import { EyeIcon } from './eye-icon';

/** $CUM Balance (show/hide, starts shown), Tasks Done, Total Rewards and Day Streak from the server. */
export function ProfileTiles({ user }: { user: User }) {
  const [shown, setShown] = useState(true);
  const t = useT();
  return (
    <div className="profile-tiles">
      <div className="profile-tile">
        <span className="profile-tile__label">
          {t('profile-balance')}
          <button
            type="button"
            className="profile-tile__toggle"
            aria-label={shown ? t('profile-hide-balance') : t('profile-show-balance')}
            aria-pressed={!shown}
            onClick={() => setShown((s) => !s)}
          >
            <EyeIcon crossed={!shown} />
          </button>
        </span>
        <span className="profile-tile__value" data-testid="profile-balance">
          {shown ? formatCum(user.cumBalance) : '****'}
        </span>
      </div>
      <div className="profile-tile">
        <span className="profile-tile__label">{t('profile-tasks-done')}</span>
        <span className="profile-tile__value">{formatCount(user.tasksDone)}</span>
      </div>
      <div className="profile-tile">
        <span className="profile-tile__label">{t('profile-total-rewards')}</span>
        <span className="profile-tile__value">{formatCum(user.totalEarned)}</span>
      </div>
      <div className="profile-tile">
        <span className="profile-tile__label">{t('profile-day-streak')}</span>
        <span className="profile-tile__value">{formatInteger(user.dayStreak)}</span>
      </div>
    </div>
  );
}
