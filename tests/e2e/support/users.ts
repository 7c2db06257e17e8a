import { contract } from '@cum/shared/contract';
import type { User } from '@cum/shared/contract/profile';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { E2E_ADMIN_TELEGRAM_ID } from './env.ts';

/**
 * Signed-in users for browser tests, made through the real API the way the app makes them
 * (the development identity headers of `POST /api/auth/telegram`, honoured outside production
 * from loopback). The session cookie lands in the browser context, so pages opened afterwards are
 * signed in.
 */
export interface SignUpOptions {
  /** Defaults to a fresh random id. Use `E2E_ADMIN_TELEGRAM_ID` (or `asAdmin`) for an admin. */
  telegramId?: number;
  username?: string;
  firstName?: string;
  lastName?: string;
  /** Make the account an admin (the e2e server lists E2E_ADMIN_TELEGRAM_ID in ADMIN_TELEGRAM_IDS). */
  asAdmin?: boolean;
  /** Confirm being 18+ (default true). Without it no /app screen opens. */
  ageConfirmed?: boolean;
  /** Finish onboarding (default true; implies ageConfirmed). */
  onboarded?: boolean;
  /** Claim the 1,000 $CUM welcome bonus (default false; implies onboarded). */
  welcomeBonus?: boolean;
}

export interface SignedUpUser {
  user: User;
  telegramId: number;
}

type Requester = APIRequestContext;

function requesterOf(target: BrowserContext | Page | APIRequestContext): Requester {
  if ('request' in target && typeof target.request === 'object') return target.request as Requester;
  return target as Requester;
}

let seq = 0;
/** Ids unlikely to collide between parallel workers and runs against the same server. */
export function freshTelegramId(): number {
  seq += 1;
  return 100_000_000 + (((Date.now() % 10_000_000) * 10 + seq * 7919 + process.pid) % 1_800_000_000);
}

/** POST with a retry on 429 (the API's per-IP limits are real in tests too). */
async function post(req: Requester, path: string, options: Parameters<Requester['post']>[1] = {}) {
  for (let attempt = 0; ; attempt++) {
    const res = await req.post(path, options);
    if (res.status() !== 429 || attempt >= 5) return res;
    const wait = Number(res.headers()['retry-after'] ?? '2');
    await new Promise((resolve) => setTimeout(resolve, Math.min(Math.max(wait, 1), 20) * 1000));
  }
}

async function expectOk(res: Awaited<ReturnType<typeof post>>, what: string) {
  if (!res.ok()) throw new Error(`${what} answered ${res.status()}: ${await res.text()}`);
  return res.json();
}

/** Signs a new (or given) Telegram user in and walks them as far as asked. */
export async function signUp(
  target: BrowserContext | Page | APIRequestContext,
  options: SignUpOptions = {},
): Promise<SignedUpUser> {
  const req = requesterOf(target);
  const telegramId = options.asAdmin ? E2E_ADMIN_TELEGRAM_ID : (options.telegramId ?? freshTelegramId());
  const welcomeBonus = options.welcomeBonus ?? false;
  const onboarded = welcomeBonus || (options.onboarded ?? true);
  const ageConfirmed = onboarded || (options.ageConfirmed ?? true);

  const headers: Record<string, string> = {
    'x-telegram-id': String(telegramId),
    'x-telegram-username': options.username ?? `e2e_${telegramId}`,
    'x-telegram-firstname': options.firstName ?? 'Alex',
    'x-telegram-lastname': options.lastName ?? 'Tester',
    'x-telegram-language': 'en',
  };
  const signedIn = contract.auth.telegram.response.parse(
    await expectOk(await post(req, contract.auth.telegram.path, { headers }), 'Telegram sign-in'),
  );
  let user = signedIn.user;
  if (ageConfirmed && !user.ageConfirmedAt) {
    const res = await post(req, contract.onboarding.confirmAge.path, { data: { confirmed: true } });
    user = contract.onboarding.confirmAge.response.parse(await expectOk(res, 'age confirmation')).user;
  }
  if (onboarded && !user.onboardingCompleted) {
    const res = await post(req, contract.onboarding.complete.path);
    user = contract.onboarding.complete.response.parse(await expectOk(res, 'onboarding')).user;
  }
  if (welcomeBonus && !user.welcomeBonusClaimed) {
    await expectOk(await post(req, contract.onboarding.claimWelcomeBonus.path), 'welcome bonus');
    user = await currentUser(req);
  }
  return { user, telegramId };
}

/** The signed-in user as the API sees them now. */
export async function currentUser(target: BrowserContext | Page | APIRequestContext): Promise<User> {
  const res = await requesterOf(target).get(contract.profile.getUser.path);
  if (!res.ok()) throw new Error(`GET /api/user answered ${res.status()}: ${await res.text()}`);
  return contract.profile.getUser.response.parse(await res.json()).user;
}
