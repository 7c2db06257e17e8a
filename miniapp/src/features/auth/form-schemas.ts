import { loginBody, passwordSchema, registerBody } from '@cum/shared/contract/auth';
import { z } from 'zod';

/**
 * The email forms' checks (email-tab.tsx): the contract's bodies, so the client says before sending
 * what the server would answer. Create Account's empty password says it is required (the contract's
 * own rule would say "at least 8 characters").
 */
export const registerForm = registerBody.extend({
  password: z.string().min(1, 'Password is required').pipe(passwordSchema),
});

export const loginForm = loginBody;
