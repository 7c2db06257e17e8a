import * as contract from '@cum/shared/contract/areas';
import type { SocialAction } from '@cum/shared/contract/videos';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';

/** Query keys of the video feed. */
export const playKeys = {
  all: ['play'] as const,
  videos: ['play', 'videos'] as const,
};

// Opening the feed is what starts the server's watch clock (economy.md, videos), so every visit asks.
export const videosQuery = queryOptions({
  queryKey: playKeys.videos,
  queryFn: ({ signal }) => apiCall(contract.videos.list, { signal }),
  refetchOnMount: 'always',
});

export const reportWatch = (videoId: string, watchTime: number) =>
  apiCall(contract.videos.watch, { body: { videoId, watchTime } });

export const performSocialAction = (videoId: string, action: SocialAction) =>
  apiCall(contract.videos.socialAction, { body: { videoId, action } });
