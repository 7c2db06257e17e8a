import type { Connection } from 'mongoose';
import type { Config } from './config.ts';
import { createAccountsService } from './features/accounts/service.ts';
import { createActivityService } from './features/activity/service.ts';
import { createActiveUsers } from './features/admin/active-users.ts';
import { createAudit } from './features/admin/audit.ts';
import { createAdminService } from './features/admin/service.ts';
import { createAuthService } from './features/auth/service.ts';
import { createSessionService } from './features/auth/session-service.ts';
import { createGamesService } from './features/games/service.ts';
import { createLeaderboardService } from './features/leaderboard/service.ts';
import { createMailer } from './features/mail/service.ts';
import { createHealthService, type DatabaseWriteState } from './features/misc/service.ts';
import { createNewsletterService } from './features/newsletter/service.ts';
import { createNotificationsService } from './features/notifications/service.ts';
import { createOnboardingService } from './features/onboarding/service.ts';
import { createProfileService } from './features/profile/service.ts';
import { createReferralsService } from './features/referrals/service.ts';
import { createRewardsService } from './features/rewards/service.ts';
import { createRoomsService } from './features/rooms/service.ts';
import { createStoreService } from './features/store/service.ts';
import { createTasksService } from './features/tasks/service.ts';
import { createTelegramBotService } from './features/telegram-bot/service.ts';
import { createUpgradesService } from './features/upgrades/service.ts';
import { createVideosService } from './features/videos/service.ts';
import { createLedger } from './ledger/ledger.ts';
import { createLedgerTally } from './ledger/tally.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { createIdentityHasher } from './lib/identity-hash.ts';
import { backfillDefaults } from './models/backfill-defaults.ts';
import { createModels, syncIndexes } from './models/registry.ts';
import { createActivityLog } from './platform/activity-log.ts';
import { createCounters } from './platform/counters.ts';
import { createLogger, type Logger } from './platform/logger.ts';
import { createMetrics } from './platform/metrics.ts';

export interface ServiceDeps {
  config: Config;
  connection: Connection;
  clock?: Clock;
  /** The embedded database's write state, for the health check (absent on MongoDB). */
  databaseWriteState?: DatabaseWriteState;
  /** The process's logger (the entry's); else one is built from the config's level. */
  log?: Logger;
}

/**
 * The composition root: builds every service once. One way of passing dependencies: each factory takes
 * a single object, with the models it needs under `models`. The API's routes and the bot get
 * `featureServices(...)` of the result: services only, never a model or the connection.
 */
export async function createServices({
  config,
  connection,
  clock = systemClock,
  databaseWriteState,
  log,
}: ServiceDeps) {
  const models = createModels(connection);
  await syncIndexes(models);
  // Older documents get the fields their schema defaults (the services read them without fallbacks).
  await backfillDefaults(models, clock.now());
  const counters = createCounters({ models });
  const activityLog = createActivityLog({ models });
  const metrics = createMetrics({
    outboxDepth: async () =>
      (await models.Notification.countDocuments({ status: 'pending' })) +
      (await models.Notification.countDocuments({ status: 'sending' })),
  });
  const tally = createLedgerTally({ models, counters, connection, log });
  const ledger = createLedger({ models, tally, clock, onPosted: metrics.ledgerPosted });
  const sessions = createSessionService({ models, clock });
  const videos = createVideosService({ models, connection, ledger, clock });
  const games = createGamesService({
    models,
    connection,
    ledger,
    activityLog,
    clock,
    clickerHourlyCap: config.clickerHourlyCap,
  });
  const upgrades = createUpgradesService({ models, connection, ledger, activityLog, clock });
  const store = createStoreService({ models, connection, ledger, activityLog, clock });
  const intervalMinutes = config.rewardIntervalMinutes;
  const economy = { models, connection, ledger, clock };
  const notifications = createNotificationsService({ models, clock, intervalMinutes });
  const rewards = createRewardsService({ ...economy, activityLog, intervalMinutes });
  const tasks = createTasksService({ ...economy, activityLog });
  const links = {
    publicUrl: config.publicUrl,
    botUsername: config.botUsername,
    appName: config.telegramAppName,
  };
  const identityHash = createIdentityHasher({ secret: config.sessionSecret });
  const referrals = createReferralsService({
    ...economy,
    links,
    notifier: notifications,
    identityHash,
    dailyCap: config.referralDailyCap,
    audit: createAudit({ AuditEntry: models.AuditEntry, activityLog }),
  });
  const onboarding = createOnboardingService({ ...economy, counters, referrals, notifier: notifications });
  const activity = createActivityService({ models });
  // The embedded database counts an index range in O(log n): every rank is exact there, with no
  // sorted copy rebuilt in the background. MongoDB walks the keys of a count, so it keeps the copies.
  const leaderboard = createLeaderboardService({
    models,
    clock,
    tally,
    ...(config.mongodbUri ? {} : { snapshots: { exactBelow: Number.POSITIVE_INFINITY } }),
  });
  const accounts = createAccountsService({ models, connection, counters, activityLog, config, clock });
  const mailLog = log ?? createLogger({ level: config.logLevel });
  const mailer = createMailer({ config, log: mailLog });
  const auth = createAuthService({
    models,
    accounts,
    sessions,
    config,
    clock,
    applyReferral: (userId, code) => referrals.use(userId, code),
    takePendingReferral: (telegramId) => referrals.takePending(telegramId),
    mailer,
    onVerified: async (userId) => {
      await accounts.onEmailVerified(userId);
      await referrals.completeIfDue(userId);
    },
    log: mailLog,
  });
  const profile = createProfileService({ models, connection, counters, clock, config, identityHash });
  const rooms = createRoomsService({ models });
  const admin = createAdminService({
    models,
    ledger,
    totals: tally,
    activityLog,
    connection,
    clock,
    clickerHourlyCap: config.clickerHourlyCap,
    onTasksChanged: () => tasks.catalogueChanged(),
  });
  const activeUsers = createActiveUsers({ models, counters, connection, clock });
  const telegramBot = createTelegramBotService({ models, accounts, config, clock });
  const newsletter = createNewsletterService({ models });
  const health = createHealthService({ connection, databaseWriteState });
  // What the bot reports of its Bot API calls (GET /metrics); the bot never sees the registry.
  const botMessages = { count: metrics.botMessage };

  return {
    config,
    clock,
    sessions,
    videos,
    games,
    upgrades,
    store,
    accounts,
    auth,
    profile,
    rooms,
    admin,
    activeUsers,
    notifications,
    rewards,
    tasks,
    referrals,
    onboarding,
    activity,
    leaderboard,
    telegramBot,
    mailer,
    newsletter,
    health,
    botMessages,
    // The data layer: for the composition root's own tools (CLI, tests, benchmarks) only; routes and
    // the bot receive featureServices(), which leaves these out.
    models,
    connection,
    ledger,
    counters,
    tally,
    activityLog,
    metrics,
  };
}

/** Everything the composition root builds (tests and the CLI seed data through `models`). */
export type Composition = Awaited<ReturnType<typeof createServices>>;

/** What routes and the bot may use: the services, without the models, the connection or the ledger. */
export type Services = Omit<
  Composition,
  'models' | 'connection' | 'ledger' | 'counters' | 'tally' | 'activityLog' | 'metrics'
>;

/** The services without the data layer, as a new object: a route cannot reach a model through it. */
export function featureServices(services: Composition): Services {
  const {
    models: _m,
    connection: _c,
    ledger: _l,
    counters: _n,
    tally: _t,
    activityLog: _a,
    metrics: _x,
    ...rest
  } = services;
  return rest;
}
