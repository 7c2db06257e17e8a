import { emitEvent, mockTelegramEnv } from '@telegram-apps/sdk-react';
import { devTelegramUserKey } from '../lib/telegram-env';

/**
 * Development only (main.tsx imports it behind `import.meta.env.DEV`): pretends to be Telegram so
 * `npm run dev -w miniapp` shows the Telegram face in a normal browser. `?tg=light` or `?tg=dark`
 * picks the theme, `?tg=off` shows the browser face; the choice sticks for the tab.
 * The fake initData is unsigned, so sign-in uses the API's development x-telegram-* headers instead
 * (lib/session.ts); production builds never contain this file.
 */
const choiceKey = 'devTelegramMock';

const themes = {
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
  },
} as const;

function choice(): 'light' | 'dark' | 'off' {
  const asked = new URLSearchParams(window.location.search).get('tg');
  if (asked === 'light' || asked === 'dark' || asked === 'off') sessionStorage.setItem(choiceKey, asked);
  const kept = sessionStorage.getItem(choiceKey);
  return kept === 'light' || kept === 'off' ? kept : 'dark';
}

export function mockTelegramInDevelopment(): void {
  const theme = choice();
  if (theme === 'off' || window.location.hash.includes('tgWebAppData')) return;
  const user = {
    id: 99_281_932,
    first_name: 'Dev',
    last_name: 'Tester',
    username: 'dev_tester',
    language_code: 'en',
  };
  sessionStorage.setItem(devTelegramUserKey, JSON.stringify(user));
  const initData = new URLSearchParams({
    user: JSON.stringify(user),
    auth_date: String(Math.floor(Date.now() / 1000)),
    hash: 'development-mock',
    signature: 'development-mock',
  });
  const themeParams = themes[theme];
  mockTelegramEnv({
    launchParams: {
      tgWebAppThemeParams: themeParams,
      tgWebAppData: initData,
      tgWebAppVersion: '8.0',
      tgWebAppPlatform: 'tdesktop',
    },
    onEvent(event) {
      // Answer the requests the SDK waits for, as a Telegram client would.
      const [name] = event;
      if (name === 'web_app_request_theme') emitEvent('theme_changed', { theme_params: themeParams });
      if (name === 'web_app_request_viewport') {
        emitEvent('viewport_changed', {
          height: window.innerHeight,
          width: window.innerWidth,
          is_expanded: true,
          is_state_stable: true,
        });
      }
      if (name === 'web_app_request_safe_area')
        emitEvent('safe_area_changed', { left: 0, top: 0, right: 0, bottom: 0 });
      if (name === 'web_app_request_content_safe_area') {
        emitEvent('content_safe_area_changed', { left: 0, top: 0, right: 0, bottom: 0 });
      }
      if (name === 'web_app_request_write_access') emitEvent('write_access_requested', { status: 'allowed' });
    },
  });
}
