import type { Types } from 'mongoose';
import type { Config } from '../../config.ts';
import { createAfterAnswer } from '../../lib/after-answer.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Models } from '../../models/registry.ts';
import type { AccountsService } from '../accounts/service.ts';
import type { Mailer } from '../mail/service.ts';
import { createAttemptLimiter } from './attempt-limiter.ts';
import { createEmailAuth } from './email-auth.ts';
import { createEmailLinks } from './email-links.ts';
import { createLoginLinks } from './login-link.ts';
import { createLoginThrottle } from './login-throttle.ts';
import type { SessionService } from './session-service.ts';
import { type ApplyReferral, createTelegramAuth, type TakePendingReferral } from './telegram-auth.ts';
import { createWalletAuth } from './wallet-auth.ts';

// The part of sign-in other features use (profile's Connect Wallet): the one wallet proof and its text.
export { WALLET_COMING_SOON, walletComingSoon } from './wallet-auth.ts';
export { createWalletProof } from './wallet-proof.ts';

/** Every way in: email, Telegram (mini-app, bot login link, dev headers) and wallet. */
export function createAuthService(deps: {
  models: Models;
  accounts: AccountsService;
  sessions: SessionService;
  config: Config;
  clock: Clock;
  applyReferral?: ApplyReferral;
  takePendingReferral?: TakePendingReferral;
  mailer: Mailer;
  /** An email was verified: a referral waiting for a verified identity may be paid now. */
  onVerified?: (userId: Types.ObjectId) => Promise<void>;
  log?: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
}) {
  const { models, accounts, config, clock, mailer, log } = deps;
  const limiter = createAttemptLimiter({ AuthAttempt: models.AuthAttempt, clock });
  const throttle = createLoginThrottle({ AuthAttempt: models.AuthAttempt, clock, limiter });
  const afterAnswer = createAfterAnswer(log);
  const emailLinks = createEmailLinks({
    User: models.User,
    EmailToken: models.EmailToken,
    endSessions: (userId) => deps.sessions.destroyAllFor(userId),
    limiter,
    throttle,
    after: afterAnswer,
    mailer,
    clock,
    publicUrl: config.publicUrl,
    onVerified: deps.onVerified,
    log,
  });
  const email = createEmailAuth({
    User: models.User,
    accounts,
    limiter,
    throttle,
    links: emailLinks,
    after: afterAnswer,
    mailer,
    publicUrl: config.publicUrl,
    enabled: config.emailSignIn,
    log,
  });
  const telegram = createTelegramAuth({
    User: models.User,
    accounts,
    config,
    clock,
    applyReferral: deps.applyReferral,
    takePendingReferral: deps.takePendingReferral,
  });
  const links = createLoginLinks({
    LoginLink: models.LoginLink,
    accounts,
    config,
    clock,
    signInTelegram: (tg) => telegram.signInTelegram(tg),
  });
  const wallet = createWalletAuth({
    User: models.User,
    WalletNonce: models.WalletNonce,
    accounts,
    config,
    clock,
  });
  return { ...email, emailLinks, afterAnswer, ...telegram, ...links, ...wallet };
}
export type AuthService = ReturnType<typeof createAuthService>;
