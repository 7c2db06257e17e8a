import { z } from 'zod';
import { LANGUAGES } from '../domain/languages.ts';
import { cum, isoDate, objectId, successResponse, text } from './common.ts';
import { route } from './route.ts';

export const authMethods = ['telegram', 'email', 'wallet'] as const;
export type AuthMethod = (typeof authMethods)[number];

export const settingsSchema = z.object({
  emailNotifications: z.boolean(),
  pushNotifications: z.boolean(),
  taskReminders: z.boolean(),
  rewardAlerts: z.boolean(),
  privateProfile: z.boolean(),
  showBalance: z.boolean(),
  showLevel: z.boolean(),
});
export type Settings = z.infer<typeof settingsSchema>;
const settingKeys = Object.keys(settingsSchema.shape) as Array<keyof Settings>;

/** A language for the account: one of the product's codes, or null to follow Telegram or the browser. */
export const languageChoice = z
  .enum(LANGUAGES, { error: `language must be one of ${LANGUAGES.join(', ')}, or null` })
  .nullable();

/**
 * PATCH /api/user/settings: the seven booleans (all together, as the Settings screen sends them), a
 * `language`, or both. Anything else is refused whole, so nothing changes.
 */
export const updateSettingsBody = settingsSchema
  .partial()
  .extend({ language: languageChoice.optional() })
  .superRefine((body, ctx) => {
    const given = settingKeys.filter((k) => body[k] !== undefined);
    if (given.length === 0 && body.language === undefined)
      ctx.addIssue({ code: 'custom', message: 'send the seven settings, a language, or both' });
    else if (given.length > 0)
      for (const k of settingKeys)
        if (body[k] === undefined)
          ctx.addIssue({ code: 'custom', path: [k], message: 'required with the other settings' });
  });
export type UpdateSettingsBody = z.infer<typeof updateSettingsBody>;

/** Perks bought in the upgrades screen and the store, as they apply now. */
export const perksSchema = z.object({
  taskBonus: z.boolean(),
  premiumAccess: z.boolean(),
  premiumBadge: z.boolean(),
  /** VIP Access Pass valid until (ISO) or null. */
  vipUntil: isoDate.nullable(),
  /** Token Booster (x2 task rewards) active until (ISO) or null. */
  boosterUntil: isoDate.nullable(),
});

/** A suspension by staff that applies now: the app shows it on Home; earning and spending are refused. */
export const suspensionSchema = z.object({
  reason: z.string(),
  /** When it ends by itself (ISO), or null: until an admin lifts it. */
  until: isoDate.nullable(),
  /** The sentence every refused call answers with. */
  message: z.string(),
});

/** The spec's User (section 3) plus what the screens need beside it. */
export const userSchema = z.object({
  id: objectId,
  username: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  walletAddress: z.string().nullable(),
  telegramId: z.number().int().nullable(),
  authMethod: z.enum(authMethods),
  cumBalance: cum,
  rewardUpgradeLevel: z.number().int().min(1),
  welcomeBonusClaimed: z.boolean(),
  onboardingCompleted: z.boolean(),
  /** When the user confirmed being 18 or older (ISO), or null: no /app screen opens before it. */
  ageConfirmedAt: isoDate.nullable(),
  isAdmin: z.boolean(),
  createdAt: isoDate,
  photoUrl: z.string().nullable(),
  languageCode: z.string().nullable(),
  /**
   * The language the user chose in Settings, or null: none chosen, the app follows Telegram's
   * `language_code` (inside Telegram) or the browser's languages (shared/domain/languages.ts
   * negotiateLanguage). The stored choice, never the negotiated one: only the client knows the browser.
   * Always one of LANGUAGES or null (the server stores only those); typed as a string because the
   * compiled response serialiser mis-writes a nullable enum inside the login-link poll's union.
   */
  language: z.string().nullable(),
  settings: settingsSchema,
  perks: perksSchema,
  /** A referral code is applied to this account (e.g. from a startapp link at sign-up): no other can be. */
  referralApplied: z.boolean(),
  /** Consecutive UTC days with at least one periodic reward claim (docs/product.md#profile). */
  dayStreak: z.number().int().min(0),
  /** Completed tasks, all periods (the Profile "Tasks Done" tile). */
  tasksDone: z.number().int().min(0),
  /** Sum of everything earned, in $CUM (the Profile "Total Rewards" tile). */
  totalEarned: cum,
  /** Null unless the account is suspended now. */
  suspension: suspensionSchema.nullable(),
});
export type User = z.infer<typeof userSchema>;

export const userResponse = z.object({ user: userSchema });

export const usernameSchema = z
  .string()
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(32, 'Username must be at most 32 characters')
  .regex(/^[A-Za-z0-9_]+$/, 'Username may contain only letters, digits and underscores');

export const updateProfileBody = z.object({
  firstName: text(64).min(1, 'First name is required'),
  lastName: text(64).min(1, 'Last name is required'),
  username: usernameSchema,
});

export const deleteAccountBody = z.object({
  /** The user's current username (any case) typed again as confirmation; DELETE for an account without one. */
  confirmUsername: z.string().trim().min(1, 'Type your username to confirm'),
});

/**
 * Linking a wallet to the signed-in account: the message comes from `POST /api/auth/wallet/nonce` and
 * is signed as for wallet sign-in. The fields repeat auth.ts's walletBody because auth.ts imports
 * this module (importing it back would be a cycle).
 */
export const linkWalletBody = z.object({
  walletAddress: z
    .string()
    .trim()
    .regex(/^0x[0-9a-fA-F]{40}$/, 'Please enter a valid wallet address'),
  signature: z.string().regex(/^0x[0-9a-fA-F]{130}$/, 'signature must be 65 bytes of hex'),
  message: z.string().min(1).max(2000),
});

export const profile = {
  getUser: route({
    method: 'GET',
    path: '/api/user',
    access: 'user',
    summary: 'The signed-in user',
    response: userResponse,
  }),
  updateProfile: route({
    method: 'PATCH',
    path: '/api/user/update',
    access: 'user',
    money: false,
    summary: 'Update first name, last name and username',
    body: updateProfileBody,
    response: userResponse,
  }),
  updateSettings: route({
    method: 'PATCH',
    path: '/api/user/settings',
    access: 'user',
    money: false,
    summary:
      'Store the seven settings booleans, the language (`{ "language": "ru" }`; null follows Telegram or the browser), or both',
    body: updateSettingsBody,
    response: userResponse,
  }),
  linkWallet: route({
    method: 'POST',
    path: '/api/user/wallet',
    access: 'user',
    money: false,
    summary:
      'Link a wallet to the signed-in account with a signed nonce (not in production); 409 when another account has it',
    body: linkWalletBody,
    response: userResponse,
  }),
  deleteAccount: route({
    method: 'DELETE',
    path: '/api/user',
    access: 'user',
    money: false,
    summary: 'Erase personal data and end every session; the ledger is kept for integrity',
    body: deleteAccountBody,
    response: successResponse,
  }),
} as const;
