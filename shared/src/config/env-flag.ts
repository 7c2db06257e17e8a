import { z } from 'zod';

/** What a boolean environment variable may say, in any letter case. */
export const ENV_FLAG_VALUES = {
  true: ['true', '1', 'yes'],
  false: ['false', '0', 'no'],
} as const;

const accepted = [...ENV_FLAG_VALUES.true, ...ENV_FLAG_VALUES.false] as string[];

/**
 * One parser for every boolean environment variable (api, bot, db): true/1/yes or false/0/no, in
 * any case; unset or empty takes `fallback`; anything else is a configuration error naming the
 * accepted values, so `BOT_EMBEDDED=flase` stops the process instead of silently meaning false.
 */
export const envFlag = (fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((raw, ctx): boolean => {
      const value = raw?.trim().toLowerCase() ?? '';
      if (value === '') return fallback;
      if (!accepted.includes(value)) {
        ctx.addIssue({ code: 'custom', message: `must be one of ${accepted.join(', ')}` });
        return z.NEVER;
      }
      return (ENV_FLAG_VALUES.true as readonly string[]).includes(value);
    });
