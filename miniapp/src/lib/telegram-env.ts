import { retrieveLaunchParams, retrieveRawInitData } from '@telegram-apps/sdk-react';

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
 * (a normal browser, SSR, unit tests) it throws, which simply means "web".
 */
export function detectTelegramEnv(): TelegramEnv {
  if (typeof window === 'undefined') return outside;
  try {
    const params = retrieveLaunchParams();
    const rawInitData = retrieveRawInitData();
    if (params.tgWebAppData?.user || rawInitData) {
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
    }
  } catch {
    // No launch params: fall through to the legacy object, then to plain web.
  }
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

/** Detection runs once: launch params do not change while the page lives. */
export function telegramEnv(): TelegramEnv {
  cached ??= detectTelegramEnv();
  return cached;
}
