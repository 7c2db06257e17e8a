import { z } from 'zod';
import { emailSchema } from './auth.ts';
import { isoDate, messageResponse, text } from './common.ts';
import { route } from './route.ts';

export const appEnvs = ['production', 'development', 'test'] as const;

export const misc = {
  health: route({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    summary: '200 once the database is connected and can write, 503 before or while it cannot (a full disk)',
    response: z.object({ status: z.literal('ok') }),
  }),
  config: route({
    method: 'GET',
    path: '/api/config',
    access: 'public',
    summary: 'Public settings the client needs (environment, reward interval, bot links)',
    response: z.object({
      appEnv: z.enum(appEnvs),
      rewardIntervalMinutes: z.number().int().positive(),
      botUsername: z.string().nullable(),
      publicUrl: z.string(),
    }),
  }),
  newsletter: route({
    method: 'POST',
    path: '/api/newsletter',
    access: 'public',
    summary: 'Subscribe an email to the newsletter (idempotent)',
    body: z.object({ email: emailSchema }),
    response: messageResponse,
  }),
  platformTest: route({
    method: 'POST',
    path: '/api/platform-test',
    access: 'public',
    summary: 'Developer test page echo (not in production)',
    body: z.object({ message: text(1000), timestamp: z.union([isoDate, z.number()]) }),
    response: z.object({
      received: z.literal(true),
      message: z.string(),
      timestamp: z.union([isoDate, z.number()]),
      platform: z.enum(['telegram', 'web']),
      telegramUserId: z.number().int().nullable(),
    }),
  }),
} as const;
