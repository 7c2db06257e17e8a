import { passwordSchema } from '@cum/shared/contract/auth';
import { usernameSchema } from '@cum/shared/contract/profile';

/**
 * The sign-up fields' length limits, read from the contract's schemas so the texts that name them
 * ("at least 8 characters") cannot drift from what the server checks.
 */
export const passwordLimits = {
  min: Number(passwordSchema.minLength),
  max: Number(passwordSchema.maxLength),
} as const;

export const usernameMin = Number(usernameSchema.minLength);
