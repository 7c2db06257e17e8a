import { z } from 'zod';
import {
  adminLedgerPageSchema,
  adminReferralsPageSchema,
  adminUserDetailSchema,
  reviewSchema,
} from './admin-user.ts';
import { cum, isoDate, objectId, pageQuery, successResponse, text } from './common.ts';
import { userSchema } from './profile.ts';
import { externalRoomIdSchema, httpUrlSchema, requiredText, roomInput, roomSchema } from './rooms.ts';
import { route } from './route.ts';
import { taskActionTypes, taskSchema, taskTypes } from './tasks.ts';

export const adminStatsSchema = z.object({
  users: z.object({
    totalUsers: z.number().int(),
    completedOnboarding: z.number().int(),
    totalBalance: cum,
    /** Users who made an authenticated request today (UTC). */
    activeUsers: z.number().int(),
  }),
  tasks: z.object({ totalTasks: z.number().int(), completedTasks: z.number().int() }),
  rooms: z.object({
    onlineRooms: z.number().int(),
    totalRooms: z.number().int(),
    totalViewers: z.number().int(),
  }),
  rewards: z.object({
    /** $CUM earned by all users today (UTC). */
    rewardsToday: cum,
    /** $CUM earned by all users ever. */
    totalAmount: cum,
  }),
});

export const activityTypes = [
  'user_joined',
  'task_completed',
  'reward_claimed',
  'referral_completed',
  'welcome_bonus',
  'purchase',
  'game_played',
  'admin_action',
] as const;

export const activitySchema = z.object({
  id: objectId,
  type: z.enum(activityTypes),
  description: z.string(),
  username: z.string().nullable(),
  timestamp: isoDate,
});

export const adminUsersQuery = pageQuery.extend({
  /** Matches the start of username, first or last name, email, or an exact Telegram id. */
  search: z.string().trim().max(100).optional(),
});

/** Task URL: http(s) or a t.me link. */
export const taskUrlSchema = z
  .string()
  .trim()
  .max(2048, 'URL is too long')
  // A bare "t.me/channel" is how people paste Telegram links; store it as the https link it means.
  .transform((v) => (/^t\.me\//i.test(v) ? `https://${v}` : v))
  .pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) or t.me URL' }));

const rewardSchema = z
  .number({ error: 'Reward must be a number' })
  .int('Reward must be a whole number')
  .positive('Reward must be positive')
  .max(1_000_000, 'Reward is too large');
const optionalTaskText = z.preprocess((v) => (v === '' ? null : v), text(1000).nullable().optional());

/** The editable task fields, without defaults (a PATCH changes only what it sends). */
const taskFields = {
  title: requiredText('Title', 120),
  description: requiredText('Description', 1000),
  reward: rewardSchema,
  type: z.enum(taskTypes),
  actionType: z.enum(taskActionTypes),
  /** Required when actionType is external (checked by the server, which knows the stored task). */
  actionUrl: z.preprocess((v) => (v === '' ? null : v), taskUrlSchema.nullable().optional()),
  actionInstructions: optionalTaskText,
  /** Required when actionType is telegram_join: the channel whose membership the claim checks. */
  telegramChatId: z.preprocess(
    (v) => (v === '' ? null : v),
    z
      .string()
      .trim()
      .regex(/^(@[A-Za-z][A-Za-z0-9_]{4,31}|-?\d{5,20})$/, 'must be a channel @username or numeric chat id')
      .nullable()
      .optional(),
  ),
  isActive: z.boolean(),
};

export const taskInput = z.object({
  ...taskFields,
  reward: rewardSchema.default(25),
  type: taskFields.type.default('daily'),
  actionType: taskFields.actionType.default('instant'),
  isActive: taskFields.isActive.default(true),
});

export const taskPatch = z.object(taskFields).partial();

export const auditEntrySchema = z.object({
  id: objectId,
  adminId: objectId,
  adminUsername: z.string().nullable(),
  action: z.string(),
  targetType: z.enum(['user', 'task', 'room']),
  targetId: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: isoDate,
});

const userIdParams = z.object({ userId: objectId });

/** A referral over its referrer's daily cap: recorded, paid only once an admin approves it. */
export const heldReferralSchema = z.object({
  id: objectId,
  referrerId: objectId,
  referrerUsername: z.string().nullable(),
  referredUserId: objectId,
  referredUsername: z.string().nullable(),
  /** The domain of the referred account's email, if any (farming uses one catch-all domain). */
  referredEmailDomain: z.string().nullable(),
  amount: cum,
  completedAt: isoDate.nullable(),
});
/** A referrer with many referrals from one email domain in the last 7 days. */
export const referralFlagSchema = z.object({
  referrerId: objectId,
  referrerUsername: z.string().nullable(),
  domain: z.string(),
  count: z.number().int(),
});
const taskIdParams = z.object({ taskId: objectId });
const roomIdParams = z.object({ roomId: externalRoomIdSchema });

export const admin = {
  referralReview: route({
    method: 'GET',
    path: '/api/admin/referrals/review',
    access: 'admin',
    summary:
      'Referrals held over REFERRAL_DAILY_CAP, and referrers flagged for many referrals from one email domain',
    response: z.object({ held: z.array(heldReferralSchema), flagged: z.array(referralFlagSchema) }),
  }),
  approveReferral: route({
    method: 'POST',
    path: '/api/admin/referrals/:referralId/approve',
    access: 'admin',
    summary: 'Pays a held referral to its referrer, exactly once (a second approval answers 409); audited',
    params: z.object({ referralId: objectId }),
    response: z.object({ referralId: objectId, amount: cum, referrerBalance: cum }),
  }),
  stats: route({
    method: 'GET',
    path: '/api/admin/stats',
    access: 'admin',
    summary: 'Dashboard figures, from counters kept by the services',
    response: adminStatsSchema,
  }),
  users: route({
    method: 'GET',
    path: '/api/admin/users',
    access: 'admin',
    summary: 'Users newest first, 50 a page, with search',
    query: adminUsersQuery,
    response: z.object({ users: z.array(userSchema), nextCursor: z.string().nullable() }),
  }),
  user: route({
    method: 'GET',
    path: '/api/admin/users/:userId',
    access: 'admin',
    summary: "One user's page: profile, sign-in methods, sessions, who referred them, referrals made",
    params: userIdParams,
    response: adminUserDetailSchema,
  }),
  userLedger: route({
    method: 'GET',
    path: '/api/admin/users/:userId/ledger',
    access: 'admin',
    summary: "One user's ledger, newest first, cursor-paginated",
    params: userIdParams,
    query: pageQuery,
    response: adminLedgerPageSchema,
  }),
  userReferrals: route({
    method: 'GET',
    path: '/api/admin/users/:userId/referrals',
    access: 'admin',
    summary: 'The referrals a user made, newest first, cursor-paginated',
    params: userIdParams,
    query: pageQuery,
    response: adminReferralsPageSchema,
  }),
  review: route({
    method: 'GET',
    path: '/api/admin/review',
    access: 'admin',
    summary:
      'Accounts to look at: referrers with many referrals from one email domain or one address, players at the cap every time',
    response: reviewSchema,
  }),
  setAdmin: route({
    method: 'PATCH',
    path: '/api/admin/users/:userId/admin',
    access: 'admin',
    summary: "Grant or revoke admin (never one's own flag, never the last admin)",
    params: userIdParams,
    body: z.object({ isAdmin: z.boolean() }),
    response: z.object({ user: userSchema }),
  }),
  adjustBalance: route({
    method: 'POST',
    path: '/api/admin/users/:userId/adjust',
    access: 'admin',
    summary: 'Credit or debit a user through the ledger, with a reason (audited)',
    params: userIdParams,
    body: z.object({
      amount: z
        .number()
        .refine((n) => n !== 0, 'amount must not be 0')
        .refine((n) => Math.abs(n) <= 1_000_000, 'amount must be at most 1,000,000 $CUM')
        .refine(
          (n) => Number.isInteger(Math.round(n * 1000)) && Math.abs(n * 1000 - Math.round(n * 1000)) < 1e-6,
          {
            message: 'amount has at most 3 decimals',
          },
        ),
      reason: text(500).min(3, 'reason is required'),
    }),
    response: z.object({ user: userSchema }),
  }),
  suspend: route({
    method: 'POST',
    path: '/api/admin/users/:userId/suspend',
    access: 'admin',
    summary: 'Suspend a user: they still sign in and read, every earning or spending call is a 403 (audited)',
    params: userIdParams,
    body: z.object({
      reason: text(500).min(3, 'reason is required'),
      /** When the suspension ends by itself; omitted or null: until unsuspended. Must be in the future. */
      until: z.iso.datetime({ offset: true, error: 'until must be an ISO date-time' }).nullable().optional(),
    }),
    response: z.object({ user: userSchema }),
  }),
  unsuspend: route({
    method: 'POST',
    path: '/api/admin/users/:userId/unsuspend',
    access: 'admin',
    summary: 'Lift a suspension (audited); a user who is not suspended is answered as is',
    params: userIdParams,
    response: z.object({ user: userSchema }),
  }),
  activity: route({
    method: 'GET',
    path: '/api/admin/activity',
    access: 'admin',
    summary: 'Platform activity, latest first',
    query: z.object({ limit: z.coerce.number().int().min(1).max(100).default(50) }),
    response: z.object({ activities: z.array(activitySchema) }),
  }),
  audit: route({
    method: 'GET',
    path: '/api/admin/audit',
    access: 'admin',
    summary: 'Audit log of admin actions, newest first',
    query: pageQuery,
    response: z.object({ entries: z.array(auditEntrySchema), nextCursor: z.string().nullable() }),
  }),
  listTasks: route({
    method: 'GET',
    path: '/api/admin/tasks',
    access: 'admin',
    summary: 'Every task that is not deleted, active or not',
    response: z.object({ tasks: z.array(taskSchema) }),
  }),
  createTask: route({
    method: 'POST',
    path: '/api/admin/tasks',
    access: 'admin',
    summary: 'Create a task',
    body: taskInput,
    status: 201,
    response: z.object({ task: taskSchema }),
  }),
  updateTask: route({
    method: 'PATCH',
    path: '/api/admin/tasks/:taskId',
    access: 'admin',
    summary: 'Edit a task',
    params: taskIdParams,
    body: taskPatch,
    response: z.object({ task: taskSchema }),
  }),
  deleteTask: route({
    method: 'DELETE',
    path: '/api/admin/tasks/:taskId',
    access: 'admin',
    summary: "Soft-delete a task; users' completions and ledger entries stay",
    params: taskIdParams,
    response: successResponse,
  }),
  createRoom: route({
    method: 'POST',
    path: '/api/admin/rooms',
    access: 'admin',
    summary: 'Add a room',
    body: roomInput,
    status: 201,
    response: z.object({ room: roomSchema }),
  }),
  updateRoom: route({
    method: 'PATCH',
    path: '/api/admin/rooms/:roomId',
    access: 'admin',
    summary: 'Edit a room, found by its external roomId',
    params: roomIdParams,
    body: roomInput.partial().extend({
      thumbnailUrl: z.preprocess((v) => (v === '' ? null : v), httpUrlSchema.nullable().optional()),
    }),
    response: z.object({ room: roomSchema }),
  }),
  deleteRoom: route({
    method: 'DELETE',
    path: '/api/admin/rooms/:roomId',
    access: 'admin',
    summary: 'Delete a room',
    params: roomIdParams,
    response: successResponse,
  }),
} as const;
