import { createHash, randomBytes } from 'node:crypto';
import { envFlag } from '@cum/shared/config/env-flag';
import { z } from 'zod';

const commaList = z
  .string()
  .default('')
  .transform((s) =>
    s
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
  );

const envSchema = z
  .object({
    APP_ENV: z.enum(['production', 'development', 'test']).default('development'),
    PORT: z.coerce
      .number({ error: 'must be a port number' })
      .int('must be a port number')
      .min(0, 'must be a port number')
      .max(65535, 'must be a port number')
      .default(3000),
    // Default by APP_ENV (see toConfig): development listens on loopback only.
    HOST: z.string().optional(),
    MONGODB_URI: z
      .string()
      .regex(/^mongodb(\+srv)?:\/\//, 'must be a mongodb:// or mongodb+srv:// URI')
      .optional(),
    DATA_DIR: z.string().default('./.data'),
    PUBLIC_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .default('http://localhost:3000'),
    BOT_TOKEN: z
      .string()
      .regex(/^\d+:[A-Za-z0-9_-]{20,}$/, 'must look like 123456:ABC-DEF... (from BotFather)')
      .optional(),
    BOT_USERNAME: z
      .string()
      .regex(/^@?[A-Za-z0-9_]{5,32}$/, 'must be a Telegram bot username')
      .transform((s) => s.replace(/^@/, ''))
      .optional(),
    TELEGRAM_APP_NAME: z
      .string()
      .regex(/^[A-Za-z0-9_]{3,64}$/, 'must be a mini-app short name')
      .optional(),
    TELEGRAM_API_ROOT: z.url().default('https://api.telegram.org'),
    // Set: Telegram delivers updates to this https URL (the API serves its path) instead of long polling.
    BOT_WEBHOOK_URL: z.url({ protocol: /^https$/, error: 'must be an https URL' }).optional(),
    BOT_WEBHOOK_SECRET: z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,256}$/, 'must be 16-256 characters of A-Z, a-z, 0-9, _ and -')
      .optional(),
    BOT_EMBEDDED: envFlag(true),
    // Production runs on MONGODB_URI unless the operator opts in to the embedded database (one machine).
    EMBEDDED_DB: envFlag(false),
    // The embedded database (no MONGODB_URI) in a worker thread: its work leaves the API's event loop.
    EMBEDDED_DB_WORKER: envFlag(true),
    ADMIN_TELEGRAM_IDS: commaList.pipe(
      z.array(z.string().regex(/^\d+$/, 'must be a comma list of numeric Telegram ids').transform(Number)),
    ),
    ADMIN_EMAILS: commaList.pipe(z.array(z.email('must be a comma list of emails').toLowerCase())),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    REWARD_INTERVAL_MINUTES: z.coerce
      .number({ error: 'must be a whole number of minutes' })
      .int('must be a whole number of minutes')
      .min(1, 'must be at least 1')
      .max(10_080, 'must be at most one week')
      .default(60),
    CLICKER_HOURLY_CAP: z.coerce
      .number({ error: 'must be a whole number of $CUM' })
      .int('must be a whole number of $CUM')
      .min(1, 'must be at least 1')
      .max(100_000, 'must be at most 100000')
      .default(100),
    REFERRAL_DAILY_CAP: z.coerce
      .number({ error: 'must be a whole number of referrals' })
      .int('must be a whole number of referrals')
      .min(0, 'must be 0 or more')
      .max(100_000, 'must be at most 100000')
      .default(20),
    WALLET_CHAIN_ID: z.coerce
      .number({ error: 'must be an EIP-155 chain id (1 = Ethereum mainnet)' })
      .int('must be an EIP-155 chain id (1 = Ethereum mainnet)')
      .min(1, 'must be an EIP-155 chain id (1 = Ethereum mainnet)')
      .default(1),
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((v, ctx) => parseTrustProxy(v, ctx)),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().max(200).default('$CUM Rewards <no-reply@localhost>'),
    EMAIL_SIGN_IN: envFlag(true),
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
    MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(0).max(100_000).default(100),
    MAX_REQUESTS_PER_CLIENT: z.coerce.number().int().min(0).max(100_000).default(50),
    USER_MUTATIONS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(120),
    // GET /metrics asks for `Authorization: Bearer <METRICS_TOKEN>`; unset, production serves no metrics.
    METRICS_TOKEN: z
      .string()
      .regex(/^[A-Za-z0-9._~+/=-]{16,256}$/, 'must be 16-256 characters of A-Z, a-z, 0-9 and ._~+/=-')
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.APP_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'is required in production' });
    }
    if (env.APP_ENV === 'production' && !env.MONGODB_URI && !env.EMBEDDED_DB) {
      ctx.addIssue({
        code: 'custom',
        path: ['MONGODB_URI'],
        message:
          'is required in production (your MongoDB replica set), or set EMBEDDED_DB=true to run on the embedded database in DATA_DIR (single-machine mode)',
      });
    }
    if (env.APP_ENV === 'production' && env.EMAIL_SIGN_IN && !env.SMTP_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message: 'is required in production while email sign-in is on (or set EMAIL_SIGN_IN=false)',
      });
    }
  });

/**
 * TRUST_PROXY as Fastify's trustProxy takes it, minus "trust everything": `false`/`0`, a hop count
 * (`1` = one proxy in front) or a comma list of proxy addresses/CIDRs. With `true` any client could
 * choose its own IP through X-Forwarded-For, so it is refused.
 */
function parseTrustProxy(raw: string, ctx: z.RefinementCtx): false | number | string[] {
  const v = raw.trim();
  if (v === 'false' || v === '0') return false;
  if (/^\d{1,2}$/.test(v)) return Number(v);
  const list = v
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
  const address = /^(?:[0-9.]+|[0-9a-fA-F:.]+|loopback|linklocal|uniquelocal)(?:\/\d{1,3})?$/;
  if (v !== 'true' && list.length > 0 && list.every((x) => address.test(x) && /[0-9a-z]/.test(x)))
    return list;
  ctx.addIssue({
    code: 'custom',
    message:
      'must be false, a hop count (1 = one reverse proxy in front) or a comma list of proxy addresses; "true" would let clients choose their IP',
  });
  return z.NEVER;
}

export type Config = ReturnType<typeof toConfig>;

/**
 * The X-Telegram-Bot-Api-Secret-Token the webhook route expects. Unset, it is derived from the token,
 * so the API and a separate bot process agree on it without another setting.
 */
export function webhookSecret(secret: string | undefined, botToken: string | undefined): string | null {
  if (secret) return secret;
  if (!botToken) return null;
  return createHash('sha256').update(`webhook:${botToken}`).digest('hex');
}

function toConfig(env: z.output<typeof envSchema>) {
  const isProduction = env.APP_ENV === 'production';
  return {
    appEnv: env.APP_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    mongodbUri: env.MONGODB_URI ?? null,
    dataDir: env.DATA_DIR,
    publicUrl: env.PUBLIC_URL.replace(/\/+$/, ''),
    botToken: env.BOT_TOKEN ?? null,
    botUsername: env.BOT_USERNAME ?? null,
    telegramAppName: env.TELEGRAM_APP_NAME ?? null,
    telegramApiRoot: env.TELEGRAM_API_ROOT.replace(/\/+$/, ''),
    botWebhookUrl: env.BOT_WEBHOOK_URL ?? null,
    botWebhookSecret: webhookSecret(env.BOT_WEBHOOK_SECRET, env.BOT_TOKEN),
    botEmbedded: env.BOT_EMBEDDED,
    /** Production on the embedded database, chosen explicitly (EMBEDDED_DB=true): one machine only. */
    embeddedDbInProduction: isProduction && !env.MONGODB_URI && env.EMBEDDED_DB,
    embeddedDbWorker: env.EMBEDDED_DB_WORKER,
    adminTelegramIds: env.ADMIN_TELEGRAM_IDS,
    adminEmails: env.ADMIN_EMAILS,
    // Outside production a missing secret is generated (main.ts keeps it under DATA_DIR, so a restart
    // does not sign everybody out).
    sessionSecret: env.SESSION_SECRET ?? randomBytes(32).toString('hex'),
    sessionSecretGenerated: env.SESSION_SECRET === undefined,
    rewardIntervalMinutes: env.REWARD_INTERVAL_MINUTES,
    /** $CUM the clicker pays per rolling hour (the card's 'Up to 100 $CUM/hour': docs/product.md#games). */
    clickerHourlyCap: env.CLICKER_HOURLY_CAP,
    /** Referral rewards paid per referrer per 24 hours; beyond, they wait for an admin's approval. */
    referralDailyCap: env.REFERRAL_DAILY_CAP,
    /** The chain id of wallet sign-in messages (EIP-4361 `Chain ID`); another chain is refused. */
    walletChainId: env.WALLET_CHAIN_ID,
    trustProxy: env.TRUST_PROXY,
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM,
    emailSignIn: env.EMAIL_SIGN_IN,
    /** A request (headers and body) must arrive within this time; slow bodies are cut off. */
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    /** Open connections one address may hold (0 = no cap). */
    maxConnectionsPerIp: env.MAX_CONNECTIONS_PER_IP,
    /** Requests one client (req.ip, behind a trusted proxy the client) may have in flight (0 = no cap). */
    maxRequestsPerClient: env.MAX_REQUESTS_PER_CLIENT,
    /** Signed-in POST/PATCH/DELETE per user per minute (generous: the games batch their calls). */
    userMutationsPerMinute: env.USER_MUTATIONS_PER_MINUTE,
    metricsToken: env.METRICS_TOKEN ?? null,
    logLevel: env.LOG_LEVEL ?? (env.APP_ENV === 'test' ? 'silent' : 'info'),
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment once at start-up; a bad value throws a message naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty value in .env means "not set", like an absent variable.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return toConfig(parsed.data);
}

/** Builds a config for tests from a few overrides. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({ APP_ENV: 'test', ...overrides });
}
