import { QueryClientProvider } from '@tanstack/react-query';
import { AppRoot } from '@telegram-apps/telegram-ui';
import type { ReactNode } from 'react';
import { telegramEnv } from '../lib/telegram-env';
import { type TelegramSdk, telegramSdk } from '../lib/telegram-sdk';
import { OfflineBanner } from '../ui/offline-banner';
import { createQueryClient } from './query-client';

const applePlatforms = new Set(['ios', 'macos']);

// One client for the page's life: the signed-in layout can remount (e.g. /login -> /app) without
// dropping what was fetched.
const queryClient = createQueryClient();

/**
 * Telegram's own look inside Telegram (its light or dark theme through the `--tg-theme-*` variables the
 * SDK binds, followed live through the SDK's signal).
 */
function TelegramRoot({ sdk, children }: { sdk: TelegramSdk; children: ReactNode }) {
  const env = telegramEnv();
  const appearance = sdk.useSignal(sdk.isThemeParamsDark) === false ? 'light' : 'dark';
  const platform = env.platform && applePlatforms.has(env.platform) ? 'ios' : 'base';
  return (
    <AppRoot
      appearance={appearance}
      platform={platform}
      className={`app-root app-root--telegram app-root--${appearance}`}
    >
      {children}
    </AppRoot>
  );
}

/** In a browser (or without the SDK) the same components with the product's dark palette. */
function TelegramAwareRoot({ children }: { children: ReactNode }) {
  const sdk = telegramSdk();
  // Constant for the page's life (the SDK is loaded before this layout renders), so the hooks of
  // TelegramRoot are never added or dropped between renders.
  if (telegramEnv().inside && sdk) return <TelegramRoot sdk={sdk}>{children}</TelegramRoot>;
  return (
    <AppRoot appearance="dark" platform="base" className="app-root app-root--brand">
      {children}
    </AppRoot>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <TelegramAwareRoot>
        <OfflineBanner />
        {children}
      </TelegramAwareRoot>
    </QueryClientProvider>
  );
}

/** For code outside React (a full-page sign-out) that must clear what the app cached. */
export const appQueryClient = queryClient;
