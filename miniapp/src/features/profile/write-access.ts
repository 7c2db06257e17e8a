import { requestWriteAccess as sdkRequestWriteAccess } from '@telegram-apps/sdk-react';
import { telegramEnv } from '../../lib/telegram-env';

/**
 * Asks Telegram to let the bot message the user (needed for Reward Alerts). True outside Telegram,
 * and on clients without the method (they predate it; the bot was started, so it may write).
 * Local stand-in until app-shell's `requestWriteAccess()` lands in lib/telegram-actions.ts.
 */
export async function requestWriteAccess(): Promise<boolean> {
  if (!telegramEnv().inside) return true;
  try {
    if (!sdkRequestWriteAccess.isAvailable()) return true;
    return (await sdkRequestWriteAccess()) === 'allowed';
  } catch (error) {
    console.warn('Telegram write access request failed', error);
    return false;
  }
}
