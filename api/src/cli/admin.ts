import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Config, ConfigError, loadConfig } from '../config.ts';
import { connectDatabase } from '../db/connect.ts';
import { createModels } from '../models/registry.ts';
import type { UserModel, UserRecord } from '../models/user.ts';
import { createActivityLog } from '../platform/activity-log.ts';

const USAGE = `Usage: npm run admin -- <grant|revoke> <email|telegramId>

  grant   make the account an admin
  revoke  take the admin role away

Connects to MONGODB_URI, or (when unset) opens the embedded database's files in DATA_DIR.
The embedded database's files belong to the running server: stop the server first.`;

export class CliError extends Error {
  override name = 'CliError';
}

/** Finds an account by email or Telegram id and sets its admin flag. */
export async function setAdminFlag(
  User: UserModel,
  identifier: string,
  isAdmin: boolean,
): Promise<{ user: UserRecord; changed: boolean }> {
  const id = identifier.trim();
  let filter: { email: string } | { telegramId: number };
  if (/^\d{1,16}$/.test(id)) filter = { telegramId: Number(id) };
  else if (/^[^\s@]+@[^\s@]+$/.test(id)) filter = { email: id.toLowerCase() };
  else throw new CliError(`"${identifier}" is neither an email address nor a numeric Telegram id.`);
  const user = await User.findOne({ ...filter, deletedAt: null })
    .lean()
    .exec();
  if (!user) {
    throw new CliError(
      `No account with ${'email' in filter ? `email ${filter.email}` : `Telegram id ${filter.telegramId}`}. ` +
        'The person must sign in once before they can be made an admin.',
    );
  }
  if (!!user.isAdmin === isAdmin) return { user, changed: false };
  const updated = await User.findOneAndUpdate(
    { _id: user._id },
    { $set: { isAdmin } },
    { returnDocument: 'after' },
  )
    .lean()
    .exec();
  return { user: updated ?? user, changed: true };
}

/** True when something answers the API health check on this machine's configured port. */
async function serverIsRunning(config: Config): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${config.port}/api/health`, {
      signal: AbortSignal.timeout(1500),
    });
    return res.status === 200 || res.status === 503;
  } catch {
    return false;
  }
}

export async function runAdminCli(argv: string[], env: Record<string, string | undefined> = process.env) {
  const [command, identifier, ...rest] = argv;
  if ((command !== 'grant' && command !== 'revoke') || !identifier || rest.length > 0) {
    throw new CliError(USAGE);
  }
  const config = loadConfig(env);
  let dataDir: string | null = null;
  if (!config.mongodbUri) {
    dataDir = resolve(config.dataDir);
    if (!existsSync(dataDir)) {
      throw new CliError(`No database at ${dataDir} (DATA_DIR). Start the server once, or set MONGODB_URI.`);
    }
    if (await serverIsRunning(config)) {
      throw new CliError(
        `The server is running on port ${config.port} and holds the embedded database's files in ${dataDir}.\n` +
          'Stop the server first (Ctrl+C in its terminal), run this command, then start it again.\n' +
          'While it runs, an admin can change the role in the Admin Panel instead.',
      );
    }
  }
  const db = await connectDatabase({ uri: config.mongodbUri, dataDir });
  try {
    // Only what this command touches: no service start-up, no index builds.
    const models = createModels(db.connection);
    const isAdmin = command === 'grant';
    const { user, changed } = await setAdminFlag(models.User, identifier, isAdmin);
    const who =
      user.email ?? (user.telegramId != null ? `Telegram ${user.telegramId}` : user._id.toHexString());
    if (changed) {
      await createActivityLog({ models }).record(null, {
        type: 'admin_action',
        description: `${who} ${isAdmin ? 'was made an admin' : 'is no longer an admin'} (command line)`,
        userId: user._id,
        username: user.username ?? null,
      });
    }
    const admins = await models.User.countDocuments({ isAdmin: true, deletedAt: null });
    const state = isAdmin ? 'is an admin' : 'is not an admin';
    return `${who} ${changed ? 'now' : 'already'} ${state}. Admins: ${admins}.`;
  } finally {
    await db.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runAdminCli(process.argv.slice(2)).then(
    (message) => {
      console.log(message);
      process.exit(0);
    },
    (err: unknown) => {
      if (err instanceof CliError || err instanceof ConfigError) {
        console.error(err.message);
        process.exit(err instanceof CliError && err.message === USAGE ? 2 : 1);
      }
      console.error(err);
      process.exit(1);
    },
  );
}
