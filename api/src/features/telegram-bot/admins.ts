import { Types, trusted } from 'mongoose';
import type { Config } from '../../config.ts';
import type { Models } from '../../models/registry.ts';
import type { UserRecord } from '../../models/user.ts';
import type { AccountsService } from '../accounts/service.ts';

/** The bot's side of staff: who may use the admin commands, and finding the user a command names. */
export function createBotAdmins(deps: {
  models: Pick<Models, 'User'>;
  accounts: AccountsService;
  config: Pick<Config, 'adminTelegramIds'>;
}) {
  const { models, accounts, config } = deps;
  const { User } = models;

  const byTelegramId = (telegramId: number) => User.findOne({ telegramId, deletedAt: null }).lean().exec();

  /**
   * The account of an admin writing from Telegram, or null. A configured admin (ADMIN_TELEGRAM_IDS)
   * is granted the flag as at sign-in, since the admin services check it in the database.
   */
  async function adminByTelegramId(telegramId: number): Promise<UserRecord | null> {
    const user = await byTelegramId(telegramId);
    if (!user) return null;
    if (user.isAdmin) return user;
    if (!accounts.isConfiguredAdmin(user)) return null;
    const granted = await accounts.onSignIn(user);
    return granted.isAdmin ? granted : null;
  }

  /** Listed in ADMIN_TELEGRAM_IDS: the bot signs such a user in on their first update. */
  const isConfigured = (telegramId: number) => accounts.isConfiguredAdmin({ telegramId });

  /** Every chat that gets the admin command list: configured ids and admins with Telegram. */
  async function adminTelegramIds(): Promise<number[]> {
    const rows = await User.find(
      { isAdmin: true, deletedAt: null, telegramId: trusted({ $ne: null }) },
      { telegramId: 1 },
    )
      .lean<Pick<UserRecord, 'telegramId'>[]>()
      .exec();
    const ids = rows.map((r) => r.telegramId).filter((id): id is number => typeof id === 'number');
    return [...new Set([...config.adminTelegramIds, ...ids])];
  }

  /** A user named in a command: @username, a Telegram id or an account id. */
  async function findUser(ref: string): Promise<UserRecord | null> {
    const term = ref.trim();
    if (/^[0-9a-f]{24}$/i.test(term)) {
      return User.findOne({ _id: new Types.ObjectId(term), deletedAt: null })
        .lean()
        .exec();
    }
    if (/^\d{1,16}$/.test(term)) return byTelegramId(Number(term));
    const username = term.replace(/^@/, '').toLowerCase();
    if (!/^[a-z0-9_]{3,32}$/.test(username)) return null;
    return User.findOne({ usernameLower: username, deletedAt: null }).lean().exec();
  }

  return { adminByTelegramId, adminTelegramIds, findUser, isConfigured };
}
export type BotAdmins = ReturnType<typeof createBotAdmins>;
