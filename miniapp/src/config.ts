// Vite inlines import.meta.env at build time; this is the only module that reads it, so a bad value
// fails loudly at start-up instead of deep inside a screen. Plain checks rather than zod: this module
// is on the landing page's critical path, which must not carry a schema library (bundle budget).

function optionalName(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  const text = String(value).trim();
  return text === '' ? undefined : text;
}

const botUsernamePattern = /^[A-Za-z0-9_]{5,32}$/;

export function parseConfig(env: Record<string, unknown>) {
  const problems: string[] = [];
  if (typeof env.MODE !== 'string' || env.MODE === '') problems.push('MODE: expected a non-empty string');
  if (typeof env.DEV !== 'boolean') problems.push('DEV: expected a boolean');
  if (typeof env.PROD !== 'boolean') problems.push('PROD: expected a boolean');
  const botUsername = optionalName(env.VITE_BOT_USERNAME);
  if (botUsername !== undefined && !botUsernamePattern.test(botUsername)) {
    problems.push('VITE_BOT_USERNAME: VITE_BOT_USERNAME must be a Telegram bot username without @');
  }
  if (problems.length > 0) {
    throw new Error(`Invalid miniapp build configuration: ${problems.join('; ')}`);
  }
  return {
    mode: env.MODE as string,
    isDevelopment: env.DEV as boolean,
    isProduction: env.PROD as boolean,
    botUsername,
    telegramAppName: optionalName(env.VITE_TELEGRAM_APP_NAME),
  };
}

export type AppConfig = ReturnType<typeof parseConfig>;

export const config: AppConfig = parseConfig(import.meta.env);
