import { Composer, type Filter } from 'grammy';
import type { BotContext, BotServices } from '../../context.ts';
import { ADMIN_COMMANDS } from '../help.ts';

type AdminAccount = NonNullable<
  Awaited<ReturnType<BotServices['telegramBot']['admins']['adminByTelegramId']>>
>;
export type AdminContext = Filter<BotContext, 'message'> & { admin: AdminAccount };

export const NOT_ADMIN = 'This command is for admins.';

/** The staff account behind a Telegram user, or null (others are told so by the admin filter). */
export const adminOf = (ctx: BotContext) =>
  ctx.from ? ctx.services.telegramBot.admins.adminByTelegramId(ctx.from.id) : Promise.resolve(null);

/**
 * The admin filter: every admin command goes through it, so a new one cannot forget the check. The
 * services check again (they take the acting admin), this only answers others politely.
 */
export function adminCommands() {
  const composer = new Composer<BotContext>();
  const admins = new Composer<AdminContext>();
  composer
    .chatType('private')
    .command(
      ADMIN_COMMANDS.map((c) => c.command),
      async (ctx, next) => {
        const admin = await adminOf(ctx);
        if (!admin) {
          await ctx.reply(NOT_ADMIN);
          return;
        }
        (ctx as unknown as AdminContext).admin = admin;
        await next();
      },
    )
    .use(admins as unknown as Composer<BotContext>);
  return { composer, admins };
}
