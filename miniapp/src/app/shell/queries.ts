import * as contract from '@cum/shared/contract/areas';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';

/** Query keys of the shell (the notification bell). */
export const shellKeys = {
  all: ['shell'] as const,
  latestActivity: ['shell', 'activity', 'latest'] as const,
};

/** How many ledger events the bell's sheet lists. */
export const bellLimit = 10;

/**
 * The newest ledger events for the bell. Fetched when the shell mounts (for the dot) and again each
 * time the sheet opens; no polling (only rewards, rooms and admin poll: docs/product.md#calls-and-errors).
 */
export const latestActivityQuery = queryOptions({
  queryKey: shellKeys.latestActivity,
  queryFn: ({ signal }) => apiCall(contract.activity.mine, { query: { limit: bellLimit }, signal }),
});
