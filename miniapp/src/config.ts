import { z } from 'zod';

// Vite inlines import.meta.env at build time; this is the only module that reads it, so a bad value
// fails loudly at start-up instead of deep inside a screen.
const optionalName = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const envSchema = z.object({
  MODE: z.string().min(1),
  DEV: z.boolean(),
  PROD: z.boolean(),
  VITE_BOT_USERNAME: optionalName.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_]{5,32}$/, 'VITE_BOT_USERNAME must be a Telegram bot username without @')
      .optional(),
  ),
  VITE_TELEGRAM_APP_NAME: optionalName,
});

export function parseConfig(env: Record<string, unknown>) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid miniapp build configuration: ${detail.join('; ')}`);
  }
  const { MODE, DEV, PROD, VITE_BOT_USERNAME, VITE_TELEGRAM_APP_NAME } = parsed.data;
  return {
    mode: MODE,
    isDevelopment: DEV,
    isProduction: PROD,
    botUsername: VITE_BOT_USERNAME,
    telegramAppName: VITE_TELEGRAM_APP_NAME,
  };
}

export type AppConfig = ReturnType<typeof parseConfig>;

export const config: AppConfig = parseConfig(import.meta.env);
