import { looksLikeTelegram } from '../app/telegram-hint';
import { prepareLaunchParams } from './launch-params';
import { type TelegramSdk, telegramSdk } from './telegram-sdk';

/** What the app knows about the Telegram client it runs in, or that it runs in a plain browser. */
export interface TelegramEnv {
  inside: boolean;
  /** Raw initData string, sent verbatim as `Authorization: tma <raw>`; the API checks its signature. */
  rawInitData: string | undefined;
  /** Telegram's platform name (ios, android, tdesktop, weba, ...), undefined outside Telegram. */
  platform: string | undefined;
  /** The launch's start parameter (`startapp=...`, a referral code for this app), if any. */
  startParam: string | undefined;
  /**
   * Development only (app/mock-telegram.ts): the faked Telegram user, signed in through the API's
   * x-telegram-* headers because mocked initData carries no valid signature.
   */
  devUser?: { id: number; first_name: string; last_name?: string; username?: string; language_code?: string };
}

/** Session-storage key of the development mock's user (app/mock-telegram.ts). */
export const devTelegramUserKey = 'devTelegramUser';

const outside: TelegramEnv = {
  inside: false,
  rawInitData: undefined,
  platform: undefined,
  startParam: undefined,
};

interface LegacyWebApp {
  initData?: string;
  initDataUnsafe?: { user?: unknown; start_param?: string };
  platform?: string;
}

// Telegram's own telegram-web-app.js script (if a host page ever loads it) exposes this object.
function legacyWebApp(): LegacyWebApp | undefined {
  const telegram = (globalThis as { Telegram?: { WebApp?: LegacyWebApp } }).Telegram;
  return telegram?.WebApp;
}

function devUser(): TelegramEnv['devUser'] {
  if (!import.meta.env?.DEV) return undefined;
  try {
    const raw = sessionStorage.getItem(devTelegramUserKey);
    return raw ? (JSON.parse(raw) as TelegramEnv['devUser']) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The spec counts the app as inside the messenger when the web-app object or its user data exists.
 * The SDK finds launch params in the URL hash, the navigation entry or session storage; anywhere else
 * (a normal browser, SSR, unit tests) it throws, which simply means "web". Without the SDK (not
 * loaded: the page does not look like Telegram) only Telegram's own WebApp object is checked.
 */
function fromLaunchParams(sdk: TelegramSdk): TelegramEnv | undefined {
  // First: a copy the SDK's strict schema accepts, and the initData exactly as Telegram sent it
  // (lib/launch-params.ts); the server's HMAC check decides whether it is valid.
  const original = prepareLaunchParams();
  try {
    const params = sdk.retrieveLaunchParams();
    const rawInitData = original ?? sdk.retrieveRawInitData();
    if (!params.tgWebAppData?.user && !rawInitData) return undefined;
    const fromData: unknown = params.tgWebAppData?.startParam;
    const startParam = params.tgWebAppStartParam ?? (typeof fromData === 'string' ? fromData : undefined);
    const mock = devUser();
    if (mock)
      return {
        inside: true,
        rawInitData: undefined,
        platform: params.tgWebAppPlatform,
        startParam,
        devUser: mock,
      };
    return { inside: true, rawInitData, platform: params.tgWebAppPlatform, startParam };
  } catch {
    // No launch params: the legacy object, then plain web.
    return undefined;
  }
}

export function detectTelegramEnv(sdk: TelegramSdk | undefined = telegramSdk()): TelegramEnv {
  if (typeof window === 'undefined') return outside;
  const launched = sdk ? fromLaunchParams(sdk) : undefined;
  if (launched) return launched;
  const legacy = legacyWebApp();
  if (legacy?.initData || legacy?.initDataUnsafe?.user) {
    return {
      inside: true,
      rawInitData: legacy.initData || undefined,
      platform: legacy.platform,
      startParam: legacy.initDataUnsafe?.start_param,
    };
  }
  return outside;
}

let cached: TelegramEnv | undefined;

/**
 * Detection runs once: launch params do not change while the page lives. Until the SDK has loaded on a
 * page that looks like Telegram the answer is not kept (app/signed-in-root.tsx waits for the SDK, so
 * nothing that renders asks before).
 */
export function telegramEnv(): TelegramEnv {
  if (cached) return cached;
  const sdk = telegramSdk();
  const env = detectTelegramEnv(sdk);
  if (sdk || !looksLikeTelegram()) cached = env;
  return env;
}
