import { Composer } from 'grammy';
import type { BotCommand } from 'grammy/types';
import type { BotContext } from '../context.ts';
import { replyWithApp } from './start.ts';

export const PUBLIC_COMMANDS: BotCommand[] = [
  { command: 'start', description: 'Welcome and the app button' },
  { command: 'app', description: 'Open the $CUM app' },
  { command: 'balance', description: 'Your $CUM balance' },
  { command: 'invite', description: 'Your invite link to share' },
  { command: 'help', description: 'What this bot can do' },
];

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
    'Earn $CUM with rewards, tasks, videos, games and friends, all in the app.',
    '',
    list(PUBLIC_COMMANDS),
    ...(admin ? ['', 'Admin commands:', list(ADMIN_COMMANDS)] : []),
  ].join('\n');
  await ctx.reply(text);
});

privateChat.command('app', (ctx) => replyWithApp(ctx, 'Tap the button to open the $CUM app.'));
