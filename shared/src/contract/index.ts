import { activity } from './activity.ts';
import { admin } from './admin.ts';
import { auth } from './auth.ts';
import { games } from './games.ts';
import { leaderboard } from './leaderboard.ts';
import { misc } from './misc.ts';
import { onboarding } from './onboarding.ts';
import { profile } from './profile.ts';
import { referrals } from './referrals.ts';
import { rewards } from './rewards.ts';
import { rooms } from './rooms.ts';
import { store } from './store.ts';
import { tasks } from './tasks.ts';
import { upgrades } from './upgrades.ts';
import { videos } from './videos.ts';

/** Every API call, grouped by feature. */
export const contract = {
  auth,
  profile,
  referrals,
  rewards,
  tasks,
  videos,
  games,
  leaderboard,
  upgrades,
  store,
  onboarding,
  rooms,
  activity,
  admin,
  misc,
} as const;

export type Contract = typeof contract;
export * from './errors.ts';
export * from './route.ts';
