import type { User as UserView } from '@cum/shared/contract/profile';
import { isLanguage } from '@cum/shared/domain/languages';
import { activeSuspension, suspensionMessage } from '@cum/shared/domain/moderation';
import { fromMilli } from '@cum/shared/domain/money';
import { visibleStreak } from '@cum/shared/domain/rewards';
import type { ClientSession } from 'mongoose';
import { type Connection, type HydratedDocument, type InferSchemaType, Schema, type Types } from 'mongoose';
import { notFound } from '../lib/errors.ts';
import { startsNull } from './starts-null.ts';

export const DEFAULT_SETTINGS = {
  emailNotifications: true,
  pushNotifications: true,
  taskReminders: true,
  rewardAlerts: true,
  privateProfile: false,
  showBalance: true,
  showLevel: true,
} as const;

const settingsSchema = new Schema(
  {
    emailNotifications: { type: Boolean, default: true },
    pushNotifications: { type: Boolean, default: true },
    taskReminders: { type: Boolean, default: true },
    rewardAlerts: { type: Boolean, default: true },
    privateProfile: { type: Boolean, default: false },
    showBalance: { type: Boolean, default: true },
    showLevel: { type: Boolean, default: true },
  },
  { _id: false },
);

const perksSchema = new Schema(
  {
    taskBonus: { type: Boolean, default: false },
    premiumAccess: { type: Boolean, default: false },
    premiumBadge: { type: Boolean, default: false },
    vipUntil: { type: Date, default: null },
    boosterUntil: { type: Date, default: null },
  },
  { _id: false },
);

/** Set by staff (admin suspend); read by the access guard on every earning or spending call. */
const suspensionSchema = new Schema(
  {
    reason: { type: String, required: true },
    until: { type: Date, default: null },
    since: { type: Date, required: true },
    by: { type: Schema.Types.ObjectId, default: null },
  },
  { _id: false },
);

/**
 * The video feed's watch clock (features/videos/service.ts). On the user, so a paid report is one
 * conditional update of the user, its balance and this clock together (issue 25: as few round trips
 * as a claim). Every change bumps `version`; the ledger key of a paid report is `watch:<userId>:<version>`.
 */
const videoWatchSchema = new Schema(
  {
    version: { type: Number, required: true },
    /** Seconds after this moment may be credited (see creditWatch in shared/src/domain/videos.ts). */
    anchorAt: { type: Date, required: true },
    /** UTC day of `creditedToday`. */
    day: { type: String, required: true },
    creditedToday: { type: Number, required: true },
    totalSeconds: { type: Number, required: true },
  },
  { _id: false },
);

const userSchema = new Schema(
  {
    // Identity. Unique fields are left unset (not null) when absent, so partial indexes skip them.
    telegramId: { type: Number },
    username: { type: String },
    usernameLower: { type: String },
    firstName: startsNull<string>(String),
    lastName: startsNull<string>(String),
    email: { type: String },
    passwordHash: { type: String },
    /** When the owner followed the verification link mailed to `email` (null: not verified). */
    emailVerifiedAt: { type: Date, default: null },
    walletAddress: { type: String },
    authMethod: { type: String, enum: ['telegram', 'email', 'wallet'], required: true },
    photoUrl: startsNull<string>(String),
    languageCode: startsNull<string>(String),
    /** The language the user chose in Settings (one of shared/domain/languages' codes); null: follow languageCode. */
    language: { type: String, default: null },
    isAdmin: { type: Boolean, default: false },
    /** Set once the user edits names in the app: Telegram sign-ins then stop overwriting them. */
    profileEdited: { type: Boolean, default: false },

    // Economy. balance and totalEarned are integer milli-$CUM, changed only by the ledger.
    balance: { type: Number, default: 0 },
    totalEarned: { type: Number, default: 0 },
    rewardUpgradeLevel: { type: Number, default: 1, min: 1 },
    welcomeBonusClaimed: { type: Boolean, default: false },
    onboardingCompleted: { type: Boolean, default: false },
    onboardingCompletedAt: { type: Date, default: null },
    /** When the user confirmed being 18 or older (the product is for adults only); onboarding needs it. */
    ageConfirmedAt: { type: Date, default: null },
    referralCode: { type: String, required: true },
    referredBy: { type: Schema.Types.ObjectId, default: null },
    lastRewardClaimAt: { type: Date, default: null },
    dayStreak: { type: Number, default: 0 },
    lastStreakDay: startsNull<string>(String),
    /** The daily streak calendar (shared/src/domain/streak.ts): consecutive UTC days checked in. */
    checkInStreak: { type: Number, default: 0 },
    lastCheckInDay: startsNull<string>(String),
    tasksDone: { type: Number, default: 0 },
    settings: { type: settingsSchema, default: () => ({}) },
    perks: { type: perksSchema, default: () => ({}) },
    suspension: { type: suspensionSchema, default: null },
    /** Null until the user first opens the video feed (or reports a watch). */
    videoWatch: { type: videoWatchSchema, default: null },

    /** Lower-cased words the admin search matches by prefix (username, names, email, Telegram id). */
    searchKeys: { type: [String], default: [] },
    lastActiveAt: { type: Date, default: null },
    deletedAt: { type: Date, default: null },
  },
  { timestamps: true, collection: 'users' },
);

userSchema.index(
  { telegramId: 1 },
  { unique: true, partialFilterExpression: { telegramId: { $type: 'number' } } },
);
userSchema.index({ email: 1 }, { unique: true, partialFilterExpression: { email: { $type: 'string' } } });
userSchema.index(
  { usernameLower: 1 },
  { unique: true, partialFilterExpression: { usernameLower: { $type: 'string' } } },
);
userSchema.index(
  { walletAddress: 1 },
  { unique: true, partialFilterExpression: { walletAddress: { $type: 'string' } } },
);
userSchema.index({ referralCode: 1 }, { unique: true });
userSchema.index({ createdAt: -1 });
userSchema.index({ searchKeys: 1 });
// The leaderboard leaves suspended players out: it lists them through this (small) index.
userSchema.index({ 'suspension.since': 1 }, { sparse: true });

export type UserRecord = InferSchemaType<typeof userSchema> & { _id: Types.ObjectId };
export type UserDoc = HydratedDocument<UserRecord>;

export const userModel = (connection: Connection) => connection.model('User', userSchema);
export type UserModel = ReturnType<typeof userModel>;

/** A user who has not deleted their account, read inside `session` when given; 404 otherwise. */
export async function findLiveUser(
  User: UserModel,
  userId: Types.ObjectId | string,
  session: ClientSession | null = null,
): Promise<UserRecord> {
  const user = await User.findOne({ _id: userId, deletedAt: null }).session(session).lean().exec();
  if (!user) throw notFound('User not found.');
  return user;
}

/** The words the admin search finds a user by. */
export function searchKeysOf(u: {
  username?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  telegramId?: number | null;
}): string[] {
  const words = [
    u.username,
    u.firstName,
    u.lastName,
    u.email,
    u.telegramId == null ? null : String(u.telegramId),
  ];
  return [...new Set(words.filter((w): w is string => !!w).map((w) => w.toLowerCase()))];
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** The API's user shape (the contract's user: docs/product.md#profile, plus perks and tiles). */
export function toUserView(u: UserRecord, now: Date): UserView {
  const active = (d: Date | null | undefined) => (d && d.getTime() > now.getTime() ? d.toISOString() : null);
  return {
    id: u._id.toHexString(),
    username: u.username ?? null,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email ?? null,
    walletAddress: u.walletAddress ?? null,
    telegramId: u.telegramId ?? null,
    authMethod: u.authMethod,
    cumBalance: fromMilli(u.balance),
    rewardUpgradeLevel: Math.max(1, u.rewardUpgradeLevel),
    welcomeBonusClaimed: u.welcomeBonusClaimed,
    onboardingCompleted: u.onboardingCompleted,
    ageConfirmedAt: iso(u.ageConfirmedAt),
    isAdmin: u.isAdmin,
    createdAt: iso(u.createdAt) ?? now.toISOString(),
    photoUrl: u.photoUrl,
    languageCode: u.languageCode,
    language: isLanguage(u.language) ? u.language : null,
    settings: { ...DEFAULT_SETTINGS, ...pickSettings(u.settings) },
    perks: {
      taskBonus: u.perks.taskBonus,
      premiumAccess: u.perks.premiumAccess,
      premiumBadge: u.perks.premiumBadge,
      vipUntil: active(u.perks.vipUntil),
      boosterUntil: active(u.perks.boosterUntil),
    },
    referralApplied: !!u.referredBy,
    dayStreak: visibleStreak({ dayStreak: u.dayStreak, lastStreakDay: u.lastStreakDay }, now),
    tasksDone: u.tasksDone,
    totalEarned: fromMilli(u.totalEarned),
    suspension: suspensionView(u, now),
  };
}

function suspensionView(u: UserRecord, now: Date): UserView['suspension'] {
  const s = activeSuspension(u.suspension, now);
  if (!s) return null;
  return { reason: s.reason, until: iso(s.until), message: suspensionMessage(s) };
}

function pickSettings(s: UserRecord['settings'] | undefined) {
  if (!s) return {};
  const out: Partial<Record<keyof typeof DEFAULT_SETTINGS, boolean>> = {};
  for (const k of Object.keys(DEFAULT_SETTINGS) as (keyof typeof DEFAULT_SETTINGS)[]) {
    if (typeof s[k] === 'boolean') out[k] = s[k];
  }
  return out;
}
