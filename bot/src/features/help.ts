import type { Language } from '@cum/shared/domain/languages';
import { Composer } from 'grammy';
import type { BotCommand } from 'grammy/types';
import type { BotContext } from '../context.ts';
import { botI18n } from '../i18n/index.ts';
import { replyWithApp } from './start.ts';

const PUBLIC = ['start', 'app', 'balance', 'invite', 'help'] as const;

/** The command menu everyone sees, in one language (descriptions from bot.ftl's command-*). */
export const publicCommands = (language: Language): BotCommand[] =>
  PUBLIC.map((command) => ({ command, description: botI18n.plain(language, `command-${command}`) }));

/** Staff commands: English in every language, like the admin panel. */
export const ADMIN_COMMANDS: BotCommand[] = [
  { command: 'stats', description: 'Platform figures' },
  { command: 'users', description: 'Find users: /users <query>' },
  { command: 'grant', description: 'Adjust a balance: /grant <user> <amount> <reason>' },
  { command: 'admin', description: 'Admin rights: /admin <user> on|off' },
  { command: 'broadcast', description: 'Message every user: /broadcast <text>' },
];

const list = (commands: BotCommand[]) => commands.map((c) => `/${c.command} - ${c.description}`).join('\n');

export const helpFeature = new Composer<BotContext>();
const privateChat = helpFeature.chatType('private');

privateChat.command('help', async (ctx) => {
  const admin = await ctx.services.telegramBot.admins.adminByTelegramId(ctx.from.id);
  const text = [
    ctx.t('help-intro'),
    '',
    list(publicCommands(ctx.language)),
    ...(admin ? ['', ctx.t('help-admin'), list(ADMIN_COMMANDS)] : []),
  ].join('\n');
  await ctx.reply(text);
});

privateChat.command('app', (ctx) => replyWithApp(ctx, ctx.rich('app')));
