import * as contract from '@cum/shared/contract/areas';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';
import { freshOnReturn } from '../../lib/fresh-on-return';

/** Query keys of the Home screen (one factory per feature). */
export const homeKeys = {
  all: ['home'] as const,
  rewardStatus: () => [...homeKeys.all, 'reward-status'] as const,
};

/** docs/product.md#home: the reward status is polled every 30 s. */
export const REWARD_STATUS_POLL_MS = 30_000;

/** GET /api/rewards/can-claim, stamped with the monotonic moment it arrived (see server-countdown.ts). */
export const rewardStatusQuery = queryOptions({
  queryKey: homeKeys.rewardStatus(),
  queryFn: async ({ signal }) => {
    const status = await apiCall(contract.rewards.canClaim, { signal });
    return { ...status, receivedAt: performance.now() };
  },
  refetchInterval: REWARD_STATUS_POLL_MS,
  ...freshOnReturn,
});
