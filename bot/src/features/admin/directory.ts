import type { Composer } from 'grammy';
import { cum as cumIn } from '../../texts.ts';
import { appUrl } from '../../ui.ts';

import type { AdminContext } from './filter.ts';

// Admin answers stay in English (staff tools need no translation).
const cum = (amount: number) => cumIn('en', amount);

const USERS_SHOWN = 5;

/** /stats and /users: read-only, from the same services as the admin panel. */
export function installDirectory(admins: Composer<AdminContext>) {
  admins.command('stats', async (ctx) => {
    const s = await ctx.services.admin.stats.read();
    await ctx.reply(
      [
        '$CUM stats',
        `Users: ${s.users.totalUsers} (${s.users.completedOnboarding} onboarded, ${s.users.activeUsers} active today)`,
        `Balances: ${cum(s.users.totalBalance)}`,
        `Rewards: ${cum(s.rewards.rewardsToday)} today, ${cum(s.rewards.totalAmount)} in total`,
        `Tasks: ${s.tasks.totalTasks} live, ${s.tasks.completedTasks} completions`,
        `Rooms: ${s.rooms.onlineRooms} of ${s.rooms.totalRooms} online, ${s.rooms.totalViewers} viewers`,
      ].join('\n'),
    );
  });

  admins.command('users', async (ctx) => {
    const query = ctx.match.trim().replace(/^@/, '');
    if (!query) {
      await ctx.reply('Usage: /users <username, name, email or Telegram id>');
      return;
    }
    const { users } = await ctx.services.admin.users.list({ search: query, limit: USERS_SHOWN });
    if (users.length === 0) {
      await ctx.reply(`No users match "${query}".`);
      return;
    }
    const lines = users.map((u) => {
      const name = u.username
        ? `@${u.username}`
        : [u.firstName, u.lastName].filter(Boolean).join(' ') || u.id;
      const tg = u.telegramId == null ? '' : `, Telegram ${u.telegramId}`;
      return `${name}${u.isAdmin ? ' (admin)' : ''}: ${cum(u.cumBalance)}${tg}, id ${u.id}`;
    });
    const more = users.length === USERS_SHOWN ? '\n(first results only: refine the query)' : '';
    await ctx.reply(
      `${lines.join('\n')}${more}\n\nAdmin panel: ${appUrl(ctx.config.PUBLIC_URL)}/admin?search=${encodeURIComponent(query)}`,
      { link_preview_options: { is_disabled: true } },
    );
  });
}
