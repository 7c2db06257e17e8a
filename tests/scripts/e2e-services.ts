import { loadConfig } from '../../api/src/config.ts';
import { connectDatabase } from '../../api/src/db/connect.ts';
import { type Composition, createServices } from '../../api/src/services.ts';
import { E2E_BOT_TOKEN, E2E_BOT_USERNAME } from '../e2e/support/env.ts';

/**
 * The API's own services over the e2e server's database (the embedded database runs as its own web
 * server in playwright.config.ts; E2E_DB_URI points at it), for steps a test must take as another
 * part of the system, e.g. the bot confirming a Telegram login link. Close it when done.
 */
export async function e2eServices(): Promise<{ services: Composition; close: () => Promise<void> }> {
  const uri = process.env.E2E_DB_URI;
  if (!uri) throw new Error('E2E_DB_URI is not set (tests/playwright.config.ts sets it)');
  const config = loadConfig({
    APP_ENV: 'test',
    MONGODB_URI: uri,
    BOT_TOKEN: E2E_BOT_TOKEN,
    BOT_USERNAME: E2E_BOT_USERNAME,
    BOT_EMBEDDED: 'false',
    PUBLIC_URL: 'http://127.0.0.1',
  });
  const db = await connectDatabase({ uri, dataDir: null });
  const services = await createServices({ config, connection: db.connection });
  return { services, close: () => db.close() };
}
