import { type Config as ApiConfig, webhookSecret } from '@cum/api';
import { envFlag } from '@cum/shared/config/env-flag';
import { DEFAULT_REWARD_INTERVAL_MINUTES } from '@cum/shared/domain/rewards';
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
  // Set: Telegram posts updates to this https URL (served by the API) instead of the bot long-polling.
  BOT_WEBHOOK_URL: optional(z.url({ protocol: /^https$/, message: 'must be an https URL' })),
  // The X-Telegram-Bot-Api-Secret-Token of webhook calls; unset, derived from BOT_TOKEN.
  BOT_WEBHOOK_SECRET: optional(
    z.string().regex(/^[A-Za-z0-9_-]{16,256}$/, 'must be 16-256 characters of A-Z, a-z, 0-9, _ and -'),
  ),
  // Only the standalone process (server/src/bot-main.ts) connects to the database itself; embedded in the
  // API the bot shares the API's connection.
  // docker-compose runs the bot as its own service and sets this to false on the API container: two
  // processes polling with one token knock each other off (Telegram answers 409 Conflict).
  BOT_EMBEDDED: envFlag(true),
  MONGODB_URI: optional(
    z.string().regex(/^mongodb(\+srv)?:\/\/\S+$/, 'must be a mongodb:// or mongodb+srv:// URI'),
  ),
  // The API's reward interval, so the greeting says how often a reward really comes.
  REWARD_INTERVAL_MINUTES: optional(
    z.coerce
      .number({ message: 'must be a whole number of minutes' })
      .int('must be a whole number of minutes')
      .min(1, 'must be at least 1')
      .max(10_080, 'must be at most one week'),
  ).transform((v) => v ?? DEFAULT_REWARD_INTERVAL_MINUTES),
});

export type BotConfig = z.output<typeof botEnvSchema>;

/** The secret webhook calls must carry (set or derived from the token, as the API derives it). */
export const webhookSecretOf = (config: BotConfig): string =>
  webhookSecret(config.BOT_WEBHOOK_SECRET, config.BOT_TOKEN) as string;

/**
 * The bot's configuration from the API's parsed one, so the embedded bot (and the standalone process,
 * which builds the API's services anyway) never read the environment a second time.
 */
export function botConfigFromApi(config: ApiConfig): BotConfig {
  if (!config.botToken) throw new BotConfigError('Invalid bot configuration: BOT_TOKEN is required');
  return {
    APP_ENV: config.appEnv,
    BOT_TOKEN: config.botToken,
    BOT_USERNAME: config.botUsername ?? undefined,
    PUBLIC_URL: config.publicUrl,
    TELEGRAM_API_ROOT: config.telegramApiRoot,
    BOT_WEBHOOK_URL: config.botWebhookUrl ?? undefined,
    BOT_WEBHOOK_SECRET: config.botWebhookSecret ?? undefined,
    BOT_EMBEDDED: config.botEmbedded,
    MONGODB_URI: config.mongodbUri ?? undefined,
    REWARD_INTERVAL_MINUTES: config.rewardIntervalMinutes,
  };
}
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
