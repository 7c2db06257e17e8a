import { activeSuspension, type Suspension } from '@cum/shared/domain/moderation';
import type { BotContext } from '../context.ts';
import type { Rich } from '../i18n/html.ts';

/**
 * shared/src/domain/moderation.ts's sentence in the user's language (the English catalog says it word
 * for word): the same answer the API gives a suspended account on every earning call.
 */
export function suspensionText(ctx: BotContext, s: Suspension): Rich {
  if (!s.until) return ctx.rich('suspended', { reason: s.reason });
  const until = s.until.toISOString().slice(0, 16).replace('T', ' ');
  return ctx.rich('suspended-until', { reason: s.reason, until });
}

/**
 * Answers a suspended account with its suspension and returns true; false for anyone else. Called by
 * every bot action that earns (an invite, the /start referral payload).
 */
export async function refusedSuspended(ctx: BotContext): Promise<boolean> {
  if (!ctx.from) return false;
  const user = await ctx.services.telegramBot.admins.findUser(String(ctx.from.id));
  const suspension = activeSuspension(user?.suspension, ctx.services.clock.now());
  if (!suspension) return false;
  const text = suspensionText(ctx, suspension);
  await ctx.reply(text.text, { entities: text.entities });
  return true;
}
