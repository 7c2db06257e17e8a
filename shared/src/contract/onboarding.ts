import { z } from 'zod';
import { cum } from './common.ts';
import { userResponse } from './profile.ts';
import { route } from './route.ts';

export const onboarding = {
  complete: route({
    method: 'POST',
    path: '/api/onboarding/complete',
    access: 'user',
    summary: 'Mark onboarding complete (idempotent); completes a pending referral',
    response: userResponse,
  }),
  claimWelcomeBonus: route({
    method: 'POST',
    path: '/api/welcome-bonus/claim',
    access: 'user',
    summary: '1,000 $CUM once, only after onboarding; a second claim is a 409',
    response: z.object({ amount: cum, cumBalance: cum, message: z.string() }),
  }),
} as const;
