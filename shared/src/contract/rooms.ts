import { z } from 'zod';
import { isoDate, objectId } from './common.ts';
import { route } from './route.ts';

export const roomSchema = z.object({
  id: objectId,
  roomId: z.string(),
  modelName: z.string(),
  roomTitle: z.string(),
  thumbnailUrl: z.string().nullable(),
  isOnline: z.boolean(),
  viewerCount: z.number().int().min(0),
  updatedAt: isoDate,
});
export type Room = z.infer<typeof roomSchema>;

/** The partner's room id: also the path segment of the admin room calls, so URL-safe. */
export const externalRoomIdSchema = z
  .string({ error: (iss) => (iss.input === undefined ? 'Room ID is required' : 'Room ID must be text') })
  .trim()
  .min(1, 'Room ID is required')
  .max(64, 'Room ID must be at most 64 characters')
  .regex(/^[A-Za-z0-9_.-]+$/, 'Room ID may contain only letters, digits, dot, dash and underscore');

export const httpUrlSchema = z
  .string()
  .trim()
  .max(2048, 'URL is too long')
  .pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }));

/** A required trimmed text field whose messages name what is missing ("Model name is required"). */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: (iss) => (iss.input === undefined ? `${label} is required` : `${label} must be text`) })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const roomInput = z.object({
  roomId: externalRoomIdSchema,
  modelName: requiredText('Model name', 100),
  roomTitle: requiredText('Room title', 200),
  /** Optional; an empty string counts as absent. */
  thumbnailUrl: z.preprocess((v) => (v === '' ? undefined : v), httpUrlSchema.optional()),
  isOnline: z.boolean().optional(),
  viewerCount: z
    .number({ error: 'Viewer count must be a number' })
    .int('Viewer count must be a whole number')
    .min(0, 'Viewer count must not be negative')
    .max(100_000_000, 'Viewer count is too large')
    .optional(),
});

export const rooms = {
  list: route({
    method: 'GET',
    path: '/api/rooms',
    access: 'user',
    summary: 'Live rooms: online first, then by viewers',
    response: z.object({ rooms: z.array(roomSchema) }),
  }),
} as const;
