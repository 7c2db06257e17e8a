import { sign } from '@telegram-apps/init-data-node';
import { E2E_BOT_TOKEN } from './env.ts';
import { freshTelegramId } from './users.ts';

/**
 * Opening the app "inside Telegram" in a plain browser: Telegram hands a mini-app its launch
 * parameters in the URL hash (`#tgWebAppData=...&tgWebAppThemeParams=...`). The initData here is
 * really signed with the e2e server's bot token, so the API accepts it as Telegram would.
 */
export interface TelegramUser {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
  language_code?: string;
}

/** Telegram's own default palettes (as its clients send them in themeParams). */
export const telegramThemes = {
  light: {
    bg_color: '#ffffff',
    secondary_bg_color: '#f1f1f4',
    text_color: '#000000',
    hint_color: '#999999',
    link_color: '#2481cc',
    button_color: '#2481cc',
    button_text_color: '#ffffff',
    header_bg_color: '#ffffff',
    accent_text_color: '#2481cc',
    section_bg_color: '#ffffff',
    section_header_text_color: '#6d6d71',
    subtitle_text_color: '#999999',
    destructive_text_color: '#ff3b30',
    bottom_bar_bg_color: '#ffffff',
  },
  dark: {
    bg_color: '#212121',
    secondary_bg_color: '#181818',
    text_color: '#ffffff',
    hint_color: '#aaaaaa',
    link_color: '#8774e1',
    button_color: '#8774e1',
    button_text_color: '#ffffff',
    header_bg_color: '#212121',
    accent_text_color: '#8774e1',
    section_bg_color: '#212121',
    section_header_text_color: '#aaaaaa',
    subtitle_text_color: '#aaaaaa',
    destructive_text_color: '#ff595a',
    bottom_bar_bg_color: '#212121',
  },
} as const;

export type TelegramTheme = keyof typeof telegramThemes;

export interface LaunchOptions {
  user?: Partial<TelegramUser>;
  startParam?: string;
  /** null: a launch without themeParams (a client that sends none). */
  theme?: TelegramTheme | null;
  platform?: string;
  /** Sign with another token (to test refusal). */
  token?: string;
  authDate?: Date;
}

/** Signed initData as Telegram would hand it to the mini-app. */
export function signedInitData(options: LaunchOptions = {}): { raw: string; user: TelegramUser } {
  const user: TelegramUser = {
    id: options.user?.id ?? freshTelegramId(),
    first_name: options.user?.first_name ?? 'Tg',
    last_name: options.user?.last_name ?? 'Tester',
    username: options.user?.username ?? `tg_${options.user?.id ?? Date.now() % 1_000_000}`,
    language_code: options.user?.language_code ?? 'en',
  };
  const data = {
    user,
    ...(options.startParam ? { start_param: options.startParam } : {}),
  } as Parameters<typeof sign>[0];
  return { raw: sign(data, options.token ?? E2E_BOT_TOKEN, options.authDate ?? new Date()), user };
}

/** The URL hash Telegram would open the mini-app with: `page.goto('/app#' + hash)`. */
export function telegramLaunchHash(options: LaunchOptions = {}): {
  hash: string;
  raw: string;
  user: TelegramUser;
} {
  const { raw, user } = signedInitData(options);
  const hash = new URLSearchParams({
    tgWebAppData: raw,
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: options.platform ?? 'android',
    ...(options.theme === null
      ? {}
      : { tgWebAppThemeParams: JSON.stringify(telegramThemes[options.theme ?? 'dark']) }),
    ...(options.startParam ? { tgWebAppStartParam: options.startParam } : {}),
  }).toString();
  return { hash, raw, user };
}
