import { z } from 'zod';
import { isoDate, successResponse, text } from './common.ts';
import { usernameSchema, userResponse } from './profile.ts';
import { route } from './route.ts';

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Please enter a valid email address'));

export const passwordSchema = z
  .string()
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters');

export const registerBody = z.object({
  email: emailSchema,
  username: usernameSchema,
  password: passwordSchema,
  firstName: text(64).optional(),
  lastName: text(64).optional(),
});

export const loginBody = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Password is required').max(128, 'Password must be at most 128 characters'),
});

/** The answer of the mailing calls: what to tell the user (always the same, whoever the email is). */
export const messageResponse = z.object({ message: z.string() });

/** A token from a mailed link (/verify-email?token=..., /reset-password?token=...). */
export const emailLinkToken = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'This link is invalid.');

export const verifyEmailBody = z.object({ token: emailLinkToken });
export const verifyEmailResponse = z.object({ message: z.string(), email: z.string() });
export const forgotPasswordBody = z.object({ email: emailSchema });
export const resetPasswordBody = z.object({ token: emailLinkToken, password: passwordSchema });

export const changeEmailBody = z.object({
  email: emailSchema,
  /** The account's password; an account without one (Telegram) chooses it here. */
  password: passwordSchema,
});
export const changeEmailResponse = z.object({ message: z.string(), pendingEmail: z.string() });

export const emailStatusResponse = z.object({
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  /** An address waiting for its confirmation link to be opened. */
  pendingEmail: z.string().nullable(),
  hasPassword: z.boolean(),
});

export const walletAddressSchema = z
  .string()
  .trim()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'Please enter a valid wallet address');

export const walletNonceBody = z.object({ walletAddress: walletAddressSchema });
export const walletNonceResponse = z.object({
  /**
   * The Sign-In with Ethereum message (EIP-4361: domain, URI, version 1, chain id, nonce, issued-at,
   * expiration) the wallet must sign as is (EIP-191 personal_sign).
   */
  message: z.string(),
  expiresAt: isoDate,
});

export const walletBody = z.object({
  walletAddress: walletAddressSchema,
  signature: z.string().regex(/^0x[0-9a-fA-F]{130}$/, 'signature must be 65 bytes of hex'),
  message: z.string().min(1).max(2000),
});

export const telegramLinkResponse = z.object({
  token: z.string(),
  /** t.me deep link that opens the bot with `start=auth_<token>`. */
  url: z.string(),
  expiresAt: isoDate,
  /** Two digits the browser shows: the bot asks the user to pick them (number matching). */
  code: z.string().regex(/^\d{2}$/),
});

export const telegramLinkParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'invalid token'),
});

export const telegramLinkStatus = z.discriminatedUnion('status', [
  z.object({ status: z.literal('pending'), expiresAt: isoDate }),
  z.object({ status: z.literal('confirmed'), user: userResponse.shape.user }),
]);

export const auth = {
  telegram: route({
    method: 'POST',
    path: '/api/auth/telegram',
    access: 'public',
    summary:
      'Sign in with Telegram: `Authorization: tma <initData>`; outside production also the x-telegram-* headers',
    response: userResponse,
  }),
  telegramLinkCreate: route({
    method: 'POST',
    path: '/api/auth/telegram/link',
    access: 'public',
    summary: 'Browser sign-in through the bot: a one-time login link (5 minutes)',
    response: telegramLinkResponse,
  }),
  telegramLinkPoll: route({
    method: 'GET',
    path: '/api/auth/telegram/link/:token',
    access: 'public',
    summary: 'Poll a login link; once confirmed in the bot, answers the user and sets the session (one use)',
    params: telegramLinkParams,
    response: telegramLinkStatus,
  }),
  register: route({
    method: 'POST',
    path: '/api/auth/register',
    access: 'public',
    summary:
      'Create an account with email and password: mails a verification link and answers 202 "Check your inbox" (also when the email has an account; no sign-in)',
    body: registerBody,
    status: 202,
    response: messageResponse,
  }),
  verifyEmail: route({
    method: 'POST',
    path: '/api/auth/email/verify',
    access: 'public',
    summary:
      'Confirm an email with the token of the mailed link (single use, 24 hours); replacing a verified email mails the previous one an undo link and ends every session (the confirming browser, if signed in to the account, gets a new one)',
    body: verifyEmailBody,
    response: verifyEmailResponse,
  }),
  undoEmailChange: route({
    method: 'POST',
    path: '/api/auth/email/undo',
    access: 'public',
    summary:
      'Undo an email change with the token mailed to the previous address (single use, 24 hours): restores it, ends every session, clears the password and mails a reset link',
    body: verifyEmailBody,
    response: verifyEmailResponse,
  }),
  forgotPassword: route({
    method: 'POST',
    path: '/api/auth/password/forgot',
    access: 'public',
    summary: 'Mail a password-reset link if an account uses the email; always the same 202 answer',
    body: forgotPasswordBody,
    status: 202,
    response: messageResponse,
  }),
  resetPassword: route({
    method: 'POST',
    path: '/api/auth/password/reset',
    access: 'public',
    summary: 'Set a new password with the token of the mailed link; ends every session of the account',
    body: resetPasswordBody,
    response: messageResponse,
  }),
  emailStatus: route({
    method: 'GET',
    path: '/api/auth/email',
    access: 'user',
    summary:
      "The signed-in user's email, whether it is verified, a pending new address, and whether a password is set",
    response: emailStatusResponse,
  }),
  changeEmail: route({
    method: 'POST',
    path: '/api/auth/email',
    access: 'user',
    money: false,
    summary:
      'Add or change the email (confirmed by the password, or setting one): mails a link to the new address',
    body: changeEmailBody,
    status: 202,
    response: changeEmailResponse,
  }),
  login: route({
    method: 'POST',
    path: '/api/auth/login',
    access: 'public',
    summary: 'Sign in with email and password',
    body: loginBody,
    response: userResponse,
  }),
  walletNonce: route({
    method: 'POST',
    path: '/api/auth/wallet/nonce',
    access: 'public',
    summary:
      'A one-time Sign-In with Ethereum (EIP-4361) message for the wallet to sign, 5 minutes (not in production)',
    body: walletNonceBody,
    response: walletNonceResponse,
  }),
  wallet: route({
    method: 'POST',
    path: '/api/auth/wallet',
    access: 'public',
    summary:
      'Sign in with an EIP-191 signature of the SIWE message: domain, URI, chain id, expiry and the single-use nonce are checked (not in production)',
    body: walletBody,
    response: userResponse,
  }),
  logout: route({
    method: 'POST',
    path: '/api/auth/logout',
    access: 'public',
    summary: 'End the current session',
    response: successResponse,
  }),
} as const;
