// Vite inlines import.meta.env at build time; this is the only module that reads it, so a bad value
// fails loudly at start-up instead of deep inside a screen. Plain checks rather than zod: this module
// is on the landing page's critical path, which must not carry a schema library (bundle budget).

function optionalName(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  const text = String(value).trim();
  return text === '' ? undefined : text;
}

const botUsernamePattern = /^[A-Za-z0-9_]{5,32}$/;

/** The partner's room page template: an https URL containing `{roomId}`, or undefined. */
export function parseRoomUrlTemplate(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const template = value.trim();
  if (!template.includes('{roomId}')) return undefined;
  try {
    return new URL(template.replaceAll('{roomId}', 'x')).protocol === 'https:' ? template : undefined;
  } catch {
    return undefined;
  }
}

export function parseConfig(env: Record<string, unknown>) {
  const problems: string[] = [];
  if (typeof env.MODE !== 'string' || env.MODE === '') problems.push('MODE: expected a non-empty string');
  if (typeof env.DEV !== 'boolean') problems.push('DEV: expected a boolean');
  if (typeof env.PROD !== 'boolean') problems.push('PROD: expected a boolean');
  const botUsername = optionalName(env.VITE_BOT_USERNAME);
  if (botUsername !== undefined && !botUsernamePattern.test(botUsername)) {
    problems.push('VITE_BOT_USERNAME: VITE_BOT_USERNAME must be a Telegram bot username without @');
  }
  const roomTemplateText = optionalName(env.VITE_ROOM_URL_TEMPLATE);
  const roomUrlTemplate = parseRoomUrlTemplate(roomTemplateText);
  if (roomTemplateText !== undefined && roomUrlTemplate === undefined) {
    problems.push('VITE_ROOM_URL_TEMPLATE: must be an https URL containing {roomId}');
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
    /** Rooms link to the partner's page only when this is set. */
    roomUrlTemplate,
  };
}

export type AppConfig = ReturnType<typeof parseConfig>;

/**
 * Whether the developer pages (/platform-demo, /telegram-test) are served: in a development build,
 * or when the server runs with APP_ENV=development and marks its page so (api/src/plugins/static.ts)
 * — `npm start` serves the production build in development. A production server never marks it.
 */
export function developmentPagesOn(
  isDevelopmentBuild: boolean,
  doc: Pick<Document, 'querySelector'> | undefined,
): boolean {
  if (isDevelopmentBuild) return true;
  return doc?.querySelector('meta[name="app-env"]')?.getAttribute('content') === 'development';
}

export const config: AppConfig = parseConfig(import.meta.env);

export const developmentPages: boolean = developmentPagesOn(
  config.isDevelopment,
  typeof document === 'undefined' ? undefined : document,
);
