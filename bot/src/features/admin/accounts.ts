import type { Composer } from 'grammy';
import { cum as cumIn } from '../../texts.ts';

import type { AdminContext } from './filter.ts';

// Admin answers stay in English (staff tools need no translation).
const cum = (amount: number) => cumIn('en', amount);

const GRANT_USAGE = 'Usage: /grant <user> <amount> <reason>, e.g. /grant @alice 100 contest prize';
const ADMIN_USAGE = 'Usage: /admin <user> on|off';
const AMOUNT = /^-?\d{1,9}(\.\d{1,3})?$/;

/** A service refusal (AppError) carries a sentence meant for people; anything else is a bug. */
const refusal = (error: unknown): string | null =>
  error instanceof Error && typeof (error as { status?: unknown }).status === 'number' ? error.message : null;

const label = (u: { username?: string | null; _id: { toHexString(): string } }) =>
  u.username ? `@${u.username}` : u._id.toHexString();

/**
 * /grant and /admin: the panel's audited operations (ledger adjustment, admin flag) with the panel's
 * rules, which the admin service enforces.
 */
export function installAccountCommands(
  admins: Composer<AdminContext>,
  onAdminChanged: (telegramId: number, isAdmin: boolean) => Promise<void>,
) {
  admins.command('grant', async (ctx) => {
    const [ref, rawAmount, ...words] = ctx.match.trim().split(/\s+/);
    const reason = words.join(' ').trim();
    if (!ref || !rawAmount || !AMOUNT.test(rawAmount) || Number(rawAmount) === 0 || !reason) {
      await ctx.reply(GRANT_USAGE);
      return;
    }
    const target = await ctx.services.telegramBot.admins.findUser(ref);
    if (!target) {
      await ctx.reply(`No user found for "${ref}".`);
      return;
    }
    const amount = Number(rawAmount);
    try {
      const after = await ctx.services.admin.users.adjustBalance(
        ctx.admin,
        target._id.toHexString(),
        amount,
        reason.slice(0, 200),
        // A redelivered or re-run update finds its ledger entry and pays nothing more.
        { key: `adjust:tg:${ctx.updateKey}` },
      );
      const verb = amount > 0 ? `Granted ${cum(amount)} to` : `Took ${cum(-amount)} from`;
      await ctx.reply(`${verb} ${label(target)}. New balance: ${cum(after.cumBalance)}.`);
    } catch (error) {
      const message = refusal(error);
      if (!message) throw error;
      await ctx.reply(message);
    }
  });

  admins.command('admin', async (ctx) => {
    const [ref, flag, extra] = ctx.match.trim().split(/\s+/);
    if (!ref || (flag !== 'on' && flag !== 'off') || extra) {
      await ctx.reply(ADMIN_USAGE);
      return;
    }
    const target = await ctx.services.telegramBot.admins.findUser(ref);
    if (!target) {
      await ctx.reply(`No user found for "${ref}".`);
      return;
    }
    const isAdmin = flag === 'on';
    try {
      await ctx.services.admin.users.setAdmin(ctx.admin, target._id.toHexString(), isAdmin);
    } catch (error) {
      const message = refusal(error);
      if (!message) throw error;
      await ctx.reply(message);
      return;
    }
    if (target.telegramId != null) await onAdminChanged(target.telegramId, isAdmin);
    await ctx.reply(`${label(target)} is ${isAdmin ? 'now an admin' : 'no longer an admin'}.`);
  });
}
