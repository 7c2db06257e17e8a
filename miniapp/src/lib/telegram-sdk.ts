import type * as TelegramSdkModule from '@telegram-apps/sdk-react';

export type TelegramSdk = typeof TelegramSdkModule;

/**
 * The Telegram SDK (~56 kB, 17 kB gzip) is loaded only when the page looks like a Telegram launch
 * (app/telegram-hint.ts): a plain browser never fetches it, and it is not on the first screen of /login
 * or /app there. main.tsx starts the download with the entry; the signed-in layout waits for it
 * (app/signed-in-root.tsx), so inside Telegram everything below that layout finds it loaded. Every
 * caller reads it through `telegramSdk()` and does nothing when it is absent.
 */
let loaded: TelegramSdk | undefined;
let loading: Promise<TelegramSdk | undefined> | undefined;

export function loadTelegramSdk(): Promise<TelegramSdk | undefined> {
  loading ??= import('@telegram-apps/sdk-react').then(
    (sdk) => {
      loaded = sdk;
      return sdk;
    },
    (error: unknown) => {
      // A failed download leaves the app as it is in a browser (cookie sign-in, no native buttons).
      console.warn('Telegram SDK could not be loaded', error);
      return undefined;
    },
  );
  return loading;
}

/** The SDK when it has loaded, otherwise undefined (outside Telegram it never loads). */
export function telegramSdk(): TelegramSdk | undefined {
  return loaded;
}
