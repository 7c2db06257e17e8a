import { z } from 'zod';
import { cum } from './common.ts';
import { route } from './route.ts';

export const socialActions = ['like', 'dislike', 'comment', 'share'] as const;
export type SocialAction = (typeof socialActions)[number];

export const videoIdSchema = z.string().trim().min(1, 'videoId is required').max(64);

export const videoSchema = z.object({
  id: z.string(),
  title: z.string(),
  creator: z.string(),
  views: z.number().int(),
  likes: z.number().int(),
  dislikes: z.number().int(),
  comments: z.number().int(),
  /** Length in seconds. */
  duration: z.number().int().positive(),
  /** Poster image: shown before playback, while loading and instead of a missing or broken clip. */
  thumbnail: z.string(),
  /** Playable clip (same-origin path such as /videos/v1.webm), or null when there is none to play. */
  src: z.string().nullable(),
});
export type Video = z.infer<typeof videoSchema>;

export const earningResponse = z.object({ success: z.literal(true), earnings: cum, cumBalance: cum });

export const videos = {
  list: route({
    method: 'GET',
    path: '/api/videos',
    access: 'user',
    summary: 'The video catalogue (held by the server)',
    response: z.object({ videos: z.array(videoSchema) }),
  }),
  watch: route({
    method: 'POST',
    path: '/api/videos/watch',
    access: 'user',
    money: true,
    summary: 'Report watch time; credits only seconds that really passed, up to the caps, 0.005 $CUM/s',
    body: z.object({
      videoId: videoIdSchema,
      watchTime: z.number().min(0, 'watchTime must not be negative').max(86_400, 'watchTime is too large'),
    }),
    response: earningResponse.extend({ creditedSeconds: z.number().int().min(0) }),
  }),
  socialAction: route({
    method: 'POST',
    path: '/api/videos/social-action',
    access: 'user',
    money: true,
    summary: 'Like, dislike, comment or share: once per user, video and action',
    body: z.object({ videoId: videoIdSchema, action: z.enum(socialActions) }),
    response: earningResponse,
  }),
} as const;
