import type { User } from '@cum/shared/contract/profile';
import { useState } from 'react';
import { formatCount, formatCum } from '../../lib/format';
import { EyeIcon } from './eye-icon';

/** $CUM Balance (show/hide, starts shown), Tasks Done, Total Rewards and Day Streak from the server. */
export function ProfileTiles({ user }: { user: User }) {
  const [shown, setShown] = useState(true);
  return (
    <div className="profile-tiles">
      <div className="profile-tile">
        <span className="profile-tile__label">
          $CUM Balance
          <button
            type="button"
            className="profile-tile__toggle"
            aria-label={shown ? 'Hide balance' : 'Show balance'}
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
        <span className="profile-tile__label">Tasks Done</span>
        <span className="profile-tile__value">{formatCount(user.tasksDone)}</span>
      </div>
      <div className="profile-tile">
        <span className="profile-tile__label">Total Rewards</span>
        <span className="profile-tile__value">{formatCum(user.totalEarned)}</span>
      </div>
      <div className="profile-tile">
        <span className="profile-tile__label">Day Streak</span>
        <span className="profile-tile__value">{user.dayStreak}</span>
      </div>
    </div>
  );
}
