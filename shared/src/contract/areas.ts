/**
 * The contract's areas as separate exports, for `import * as contract from '@cum/shared/contract/areas'`:
 * the same `contract.<area>.<call>` objects as index.ts, but a bundle then carries only the areas a
 * module uses (the web app's first screen loads a few of the fifteen, not the admin's schemas).
 */
export { activity } from './activity.ts';
export { admin } from './admin.ts';
export { auth } from './auth.ts';
export { games } from './games.ts';
export { leaderboard } from './leaderboard.ts';
export { misc } from './misc.ts';
export { onboarding } from './onboarding.ts';
export { profile } from './profile.ts';
export { referrals } from './referrals.ts';
export { rewards } from './rewards.ts';
export { rooms } from './rooms.ts';
export { store } from './store.ts';
export { tasks } from './tasks.ts';
export { upgrades } from './upgrades.ts';
export { videos } from './videos.ts';
