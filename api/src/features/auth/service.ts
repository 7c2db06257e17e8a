import type { Config } from '../../config.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Models } from '../../models/registry.ts';
import type { AccountsService } from '../accounts/service.ts';
import { createAttemptLimiter } from './attempt-limiter.ts';
import { createEmailAuth } from './email-auth.ts';
import { createLoginLinks } from './login-link.ts';
import { type ApplyReferral, createTelegramAuth, type TakePendingReferral } from './telegram-auth.ts';
import { createWalletAuth } from './wallet-auth.ts';

/** Every way in: email, Telegram (mini-app, bot login link, dev headers) and wallet. */
export function createAuthService(deps: {
  models: Models;
  accounts: AccountsService;
  config: Config;
  clock: Clock;
  applyReferral?: ApplyReferral;
  takePendingReferral?: TakePendingReferral;
}) {
  const { models, accounts, config, clock } = deps;
  const limiter = createAttemptLimiter({ AuthAttempt: models.AuthAttempt, clock });
  const email = createEmailAuth({ User: models.User, accounts, limiter });
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
  return { ...email, ...telegram, ...links, ...wallet };
}
export type AuthService = ReturnType<typeof createAuthService>;
