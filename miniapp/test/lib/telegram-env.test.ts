import * as sdk from '@telegram-apps/sdk-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectTelegramEnv } from '../../src/lib/telegram-env';

// Launch parameters the way Telegram appends them to the mini-app URL hash.
const initData = new URLSearchParams({
  user: JSON.stringify({ id: 42, first_name: 'Ann', username: 'ann' }),
  auth_date: '1700000000',
  hash: 'abc123',
  signature: 'sig',
}).toString();
const launchHash = new URLSearchParams({
  tgWebAppData: initData,
  tgWebAppVersion: '8.0',
  tgWebAppPlatform: 'ios',
  tgWebAppThemeParams: JSON.stringify({ bg_color: '#000000' }),
}).toString();

function fakeBrowser(href: string) {
  const store = new Map<string, string>();
  vi.stubGlobal('window', { location: { href } });
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => store.set(key, value),
    removeItem: (key: string) => store.delete(key),
  });
  vi.stubGlobal('performance', { getEntriesByType: () => [] });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('detectTelegramEnv', () => {
  it('is outside Telegram without a window (tests, SSR)', () => {
    expect(detectTelegramEnv(sdk)).toEqual({
      inside: false,
      rawInitData: undefined,
      platform: undefined,
      startParam: undefined,
    });
  });

  it('is outside Telegram in a plain browser page', () => {
    fakeBrowser('https://example.test/app');
    expect(detectTelegramEnv(sdk).inside).toBe(false);
  });

  it('is inside Telegram with the raw initData when launch params carry user data', () => {
    fakeBrowser(`https://example.test/app#${launchHash}`);
    expect(detectTelegramEnv(sdk)).toEqual({
      inside: true,
      rawInitData: initData,
      platform: 'ios',
      startParam: undefined,
    });
  });

  it('accepts initData without `signature` (older clients) and sends it exactly as Telegram handed it over', () => {
    const unsigned = new URLSearchParams({
      user: JSON.stringify({ id: 43, first_name: 'Bo' }),
      auth_date: '1700000000',
      hash: 'def456',
    }).toString();
    const hash = new URLSearchParams({
      tgWebAppData: unsigned,
      tgWebAppVersion: '7.0',
      tgWebAppPlatform: 'android',
      tgWebAppThemeParams: '{}',
    }).toString();
    fakeBrowser(`https://example.test/app#${hash}`);
    expect(detectTelegramEnv(sdk)).toEqual({
      inside: true,
      rawInitData: unsigned,
      platform: 'android',
      startParam: undefined,
    });
  });

  it('without the SDK (a page that does not look like Telegram never loads it) reads only the WebApp object', () => {
    fakeBrowser(`https://example.test/app#${launchHash}`);
    expect(detectTelegramEnv(undefined).inside).toBe(false);
  });

  it("falls back to Telegram's WebApp object when the page was loaded with telegram-web-app.js", () => {
    fakeBrowser('https://example.test/app');
    // In a browser globalThis is window, so the script's window.Telegram is this global.
    vi.stubGlobal('Telegram', {
      WebApp: { initData: 'user=x&hash=y', initDataUnsafe: { user: { id: 1 } }, platform: 'android' },
    });
    expect(detectTelegramEnv(sdk)).toEqual({
      inside: true,
      rawInitData: 'user=x&hash=y',
      platform: 'android',
      startParam: undefined,
    });
  });
});
