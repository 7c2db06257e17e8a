import { z } from 'zod';

// Docker env files and `.env` copies turn "unset" into an empty string; treat both the same.
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const httpUrl = z
  .url({ protocol: /^https?$/, message: 'must be an http(s) URL' })
  // One canonical form so links can be built with `${url}/path`.
  .transform((url) => url.replace(/\/+$/, ''));

const botEnvSchema = z.object({
  APP_ENV: optional(z.enum(['production', 'development', 'test'])).transform((v) => v ?? 'development'),
  BOT_TOKEN: z
    .string({ message: 'is required' })
    .regex(/^\d+:[A-Za-z0-9_-]{20,}$/, 'must look like <bot id>:<secret> as issued by @BotFather'),
  BOT_USERNAME: optional(
    z
      .string()
      .transform((name) => name.replace(/^@/, ''))
      .pipe(z.string().regex(/^[A-Za-z0-9_]{5,32}$/, 'must be a Telegram bot username')),
  ),
  PUBLIC_URL: optional(httpUrl).transform((v) => v ?? 'http://localhost:3000'),
  TELEGRAM_API_ROOT: optional(httpUrl).transform((v) => v ?? 'https://api.telegram.org'),
  // Only the standalone process (bot/src/main.ts) connects to the database itself; embedded in the
  // API the bot shares the API's connection.
  // docker-compose runs the bot as its own service and sets this to false on the API container: two
  // processes polling with one token knock each other off (Telegram answers 409 Conflict).
  BOT_EMBEDDED: optional(z.enum(['true', 'false'], { message: 'must be true or false' })).transform(
    (v) => v !== 'false',
  ),
  MONGODB_URI: optional(
    z.string().regex(/^mongodb(\+srv)?:\/\/\S+$/, 'must be a mongodb:// or mongodb+srv:// URI'),
  ),
});

export type BotConfig = z.output<typeof botEnvSchema>;
/** Every variable the bot reads; .env.example must document each one. */
export const BOT_ENV_VARIABLES = Object.keys(botEnvSchema.shape) as (keyof BotConfig)[];
export type AppEnv = BotConfig['APP_ENV'];

export class BotConfigError extends Error {
  override name = 'BotConfigError';
}

type Env = Record<string, string | undefined>;

/**
 * Parses the bot's environment once at start-up; a bad or missing value throws a BotConfigError whose
 * message names every offending variable.
 */
export function loadBotConfig(env: Env = process.env): BotConfig {
  const result = botEnvSchema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const variable = issue.path.map(String).join('.') || '(environment)';
    return `${variable} ${issue.message}`;
  });
  throw new BotConfigError(`Invalid bot configuration: ${problems.join('; ')}`);
}
