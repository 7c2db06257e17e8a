import { QueryClientProvider } from '@tanstack/react-query';
import { AppRoot } from '@telegram-apps/telegram-ui';
import type { ReactNode } from 'react';
import { isDarkColour, launchThemeColours, type ThemeColours } from '../lib/launch-theme';
import { telegramEnv } from '../lib/telegram-env';
import { type TelegramSdk, telegramSdk } from '../lib/telegram-sdk';
import { OfflineBanner } from '../ui/offline-banner';
import { createQueryClient } from './query-client';
import { type Appearance, chooseTelegramFace, type TelegramFace } from './telegram-face';

const applePlatforms = new Set(['ios', 'macos']);

// One client for the page's life: the signed-in layout can remount (e.g. /login -> /app) without
// dropping what was fetched.
const queryClient = createQueryClient();

/** The theme the SDK holds: empty when its start failed (no native bridge) or the launch had none. */
function sdkThemeColours(sdk: TelegramSdk): ThemeColours {
  try {
    const bg = sdk.themeParamsBackgroundColor();
    const text = sdk.themeParamsTextColor();
    return { ...(bg ? { bg_color: bg } : {}), ...(text ? { text_color: text } : {}) };
  } catch {
    return {};
  }
}

let chosenFace: TelegramFace | undefined;

/**
 * Chosen once per page (the SDK has loaded and started before the signed-in layout renders), so the
 * root never swaps between the two faces and remounts the app.
 */
function telegramFace(): TelegramFace {
  if (chosenFace) return chosenFace;
  const sdk = telegramSdk();
  chosenFace = chooseTelegramFace({
    inside: telegramEnv().inside && sdk !== undefined,
    sdkColours: sdk ? sdkThemeColours(sdk) : {},
    launchColours: launchThemeColours(),
  });
  return chosenFace;
}

/**
 * Telegram's own look inside Telegram (its light or dark theme through the `--tg-theme-*` variables the
 * SDK binds, followed live through the SDK's signal; the launch's own colours when the SDK could not
 * start).
 */
function TelegramRoot({
  sdk,
  initial,
  children,
}: {
  sdk: TelegramSdk;
  initial: Appearance;
  children: ReactNode;
}) {
  const env = telegramEnv();
  const background = sdk.useSignal(sdk.themeParamsBackgroundColor);
  const appearance = background ? (isDarkColour(background) ? 'dark' : 'light') : initial;
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

/**
 * In a browser, without the SDK, or inside Telegram with no theme colours to paint with (no themeParams
 * in the launch, none bound), the same components with the product's dark palette.
 */
function TelegramAwareRoot({ children }: { children: ReactNode }) {
  const sdk = telegramSdk();
  const face = telegramFace();
  // Constant for the page's life (chosen once), so the hooks of TelegramRoot are never added or
  // dropped between renders.
  if (face.kind === 'telegram' && sdk)
    return (
      <TelegramRoot sdk={sdk} initial={face.appearance}>
        {children}
      </TelegramRoot>
    );
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
