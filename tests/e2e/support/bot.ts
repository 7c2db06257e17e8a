import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { TelegramIdentity } from '../../../api/src/features/auth/telegram-identity.ts';

const run = promisify(execFile);
const repoRoot = join(import.meta.dirname, '..', '..', '..');

/** The Telegram user the bot passes on: the API's own identity type. */
export type BotTelegramUser = TelegramIdentity;

/**
 * What the bot does when a user presses Start on a login link: the API's own
 * `services.auth.confirmLoginLink` over the e2e database (tests/scripts/confirm-login-link.ts, run
 * with tsx in a child process because the API's sources need tsx's module loader).
 */
export async function confirmLoginLinkAsBot(token: string, user: BotTelegramUser): Promise<void> {
  try {
    await run('npx', ['tsx', 'tests/scripts/confirm-login-link.ts', token, JSON.stringify(user)], {
      cwd: repoRoot,
      env: process.env,
      timeout: 30_000,
    });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? '';
    throw new Error(`confirming the login link failed: ${stderr.split('\n').slice(0, 12).join('\n')}`);
  }
}
