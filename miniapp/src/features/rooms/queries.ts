import * as contract from '@cum/shared/contract/areas';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';

/** docs/product.md#rooms: the room list refreshes every 30 seconds (only while the Rooms screen is open). */
export const ROOMS_REFRESH_MS = 30_000;

export const roomsKeys = {
  all: ['rooms'] as const,
  list: ['rooms', 'list'] as const,
};

export const roomsListQuery = queryOptions({
  queryKey: roomsKeys.list,
  queryFn: ({ signal }) => apiCall(contract.rooms.list, { signal }),
  refetchOnMount: 'always',
  refetchInterval: ROOMS_REFRESH_MS,
});
