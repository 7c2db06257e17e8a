import { describe, expect, it } from 'vitest';
import { developmentPagesOn, parseConfig } from '../src/config';

const base = { MODE: 'production', DEV: false, PROD: true };

describe('parseConfig', () => {
  it('reads the build flags and leaves optional names undefined when absent or blank', () => {
    expect(parseConfig({ ...base, VITE_BOT_USERNAME: '  ' })).toEqual({
      mode: 'production',
      isDevelopment: false,
      isProduction: true,
      botUsername: undefined,
      telegramAppName: undefined,
    });
  });

  it('keeps a valid bot username and app name', () => {
    const config = parseConfig({
      ...base,
      VITE_BOT_USERNAME: 'cum_rewards_bot',
      VITE_TELEGRAM_APP_NAME: 'app',
    });
    expect(config.botUsername).toBe('cum_rewards_bot');
    expect(config.telegramAppName).toBe('app');
  });

  it('names the variable when a value is invalid', () => {
    expect(() => parseConfig({ ...base, VITE_BOT_USERNAME: '@bad name' })).toThrow(/VITE_BOT_USERNAME/);
  });

  it('takes an https room URL template with {roomId} and refuses anything else by name', () => {
    const template = 'https://partner.example/rooms/{roomId}';
    expect(parseConfig({ ...base, VITE_ROOM_URL_TEMPLATE: template }).roomUrlTemplate).toBe(template);
    expect(parseConfig({ ...base, VITE_ROOM_URL_TEMPLATE: ' ' }).roomUrlTemplate).toBeUndefined();
    for (const bad of ['http://partner.example/{roomId}', 'https://partner.example/rooms']) {
      expect(() => parseConfig({ ...base, VITE_ROOM_URL_TEMPLATE: bad })).toThrow(/VITE_ROOM_URL_TEMPLATE/);
    }
  });
});

describe('developer pages (/platform-demo, /telegram-test)', () => {
  const page = (meta: string | null) => ({
    querySelector: (selector: string) =>
      selector === 'meta[name="app-env"]' && meta !== null ? { getAttribute: () => meta } : null,
  });

  it('are on in a development build, and in a production build served by a development server', () => {
    expect(developmentPagesOn(true, undefined)).toBe(true);
    expect(developmentPagesOn(false, page('development') as unknown as Document)).toBe(true);
  });

  it('are off when the server does not say development', () => {
    expect(developmentPagesOn(false, page(null) as unknown as Document)).toBe(false);
    expect(developmentPagesOn(false, page('production') as unknown as Document)).toBe(false);
    expect(developmentPagesOn(false, undefined)).toBe(false);
  });
});
