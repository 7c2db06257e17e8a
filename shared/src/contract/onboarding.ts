import { z } from 'zod';
import { cum } from './common.ts';
import { userResponse } from './profile.ts';
import { route } from './route.ts';

/** The age gate's answer: only an explicit `true` confirms (docs/product.md#adults-only). */
export const confirmAgeBody = z.object({
  confirmed: z.literal(true, 'Please confirm that you are 18 or older'),
});

export const onboarding = {
  confirmAge: route({
    method: 'POST',
    path: '/api/onboarding/confirm-age',
    access: 'user',
    money: false,
    summary: 'Record that the user confirmed being 18 or older (idempotent: the first time is kept)',
    body: confirmAgeBody,
    response: userResponse,
  }),
  complete: route({
    method: 'POST',
    path: '/api/onboarding/complete',
    access: 'user',
    money: true,
    summary:
      'Mark onboarding complete (idempotent; needs the age confirmation); completes a pending referral',
    response: userResponse,
  }),
  claimWelcomeBonus: route({
    method: 'POST',
    path: '/api/welcome-bonus/claim',
    access: 'user',
    money: true,
    summary: '1,000 $CUM once, only after onboarding; a second claim is a 409',
    response: z.object({ amount: cum, cumBalance: cum, message: z.string() }),
  }),
} as const;
