import { QueryClientProvider } from '@tanstack/react-query';
import { isThemeParamsDark, useSignal } from '@telegram-apps/sdk-react';
import { AppRoot } from '@telegram-apps/telegram-ui';
import type { ReactNode } from 'react';
import { telegramEnv } from '../lib/telegram-env';
import { createQueryClient } from './query-client';

const applePlatforms = new Set(['ios', 'macos']);

// One client for the page's life: the signed-in layout can remount (e.g. /login -> /app) without
// dropping what was fetched.
const queryClient = createQueryClient();

/**
 * Telegram's own look inside Telegram (its light or dark theme through the `--tg-theme-*` variables the
 * SDK binds); in a browser the same components with the product's dark palette (`app-root--brand`).
 */
function TelegramAwareRoot({ children }: { children: ReactNode }) {
  const env = telegramEnv();
  // Outside Telegram the signal stays undefined and the brand's dark look applies.
  const telegramDark = useSignal(isThemeParamsDark);
  const appearance = env.inside && telegramDark === false ? 'light' : 'dark';
  const platform = env.platform && applePlatforms.has(env.platform) ? 'ios' : 'base';
  const face = env.inside ? `app-root--telegram app-root--${appearance}` : 'app-root--brand';
  return (
    <AppRoot appearance={appearance} platform={platform} className={`app-root ${face}`}>
      {children}
    </AppRoot>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <TelegramAwareRoot>{children}</TelegramAwareRoot>
    </QueryClientProvider>
  );
}

/** For code outside React (a full-page sign-out) that must clear what the app cached. */
export const appQueryClient = queryClient;
