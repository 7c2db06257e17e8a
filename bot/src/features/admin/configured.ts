import type { MiddlewareFn } from 'grammy';
import type { BotContext } from '../../context.ts';
import { identityOf } from '../../identity.ts';

/**
 * Admins listed in ADMIN_TELEGRAM_IDS are admins from their first update: it signs them in as the
 * mini-app would (creating the account, or promoting an existing one through accounts.onSignIn), so
 * the admin commands already in their menu work before they ever open the app. Once per process
 * and user.
 */
export function configuredAdmins(): MiddlewareFn<BotContext> {
  const signedIn = new Set<number>();
  return async (ctx, next) => {
    const from = ctx.from;
    if (
      from &&
      !from.is_bot &&
      !signedIn.has(from.id) &&
      ctx.services.telegramBot.admins.isConfigured(from.id)
    ) {
      await ctx.services.auth.signInTelegram(identityOf(from));
      signedIn.add(from.id);
    }
    return next();
  };
}
