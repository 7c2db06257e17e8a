import { QueryClientProvider } from '@tanstack/react-query';
import { isThemeParamsDark, useSignal } from '@telegram-apps/sdk-react';
import { AppRoot } from '@telegram-apps/telegram-ui';
import { type ReactNode, useState } from 'react';
import { telegramEnv } from '../lib/telegram-env';
import { Toaster } from '../ui/toast/toaster';
import { createQueryClient } from './query-client';

const applePlatforms = new Set(['ios', 'macos']);

function TelegramAwareRoot({ children }: { children: ReactNode }) {
  const env = telegramEnv();
  // Outside Telegram the signal stays undefined and the brand's dark look applies.
  const telegramDark = useSignal(isThemeParamsDark);
  const appearance = env.inside && telegramDark === false ? 'light' : 'dark';
  const platform = env.platform && applePlatforms.has(env.platform) ? 'ios' : 'base';
  return (
    <AppRoot appearance={appearance} platform={platform} className="app-root">
      {children}
      <Toaster />
    </AppRoot>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <TelegramAwareRoot>{children}</TelegramAwareRoot>
    </QueryClientProvider>
  );
}
