import { describe, expect, it } from 'vitest';
import { chooseTelegramFace } from '../../src/app/telegram-face';
import { isDarkColour, themeColoursOf } from '../../src/lib/launch-theme';

// Issue 31: a Telegram start that fails (no native bridge, no theme) must not show Telegram's face over
// unbound theme variables; the launch's own colours still count when the bridge is missing.
const light = { bg_color: '#ffffff', text_color: '#000000', button_color: '#2481cc' };
const dark = { bg_color: '#212121', text_color: '#ffffff' };

describe('which palette the app wears inside Telegram', () => {
  it("wears Telegram's theme when the SDK bound it", () => {
    expect(chooseTelegramFace({ inside: true, sdkColours: dark, launchColours: dark })).toEqual({
      kind: 'telegram',
      appearance: 'dark',
    });
  });

  it("keeps Telegram's face with the launch's own colours when the SDK could not start (no bridge)", () => {
    expect(chooseTelegramFace({ inside: true, sdkColours: {}, launchColours: light })).toEqual({
      kind: 'telegram',
      appearance: 'light',
    });
    expect(chooseTelegramFace({ inside: true, sdkColours: {}, launchColours: dark })).toEqual({
      kind: 'telegram',
      appearance: 'dark',
    });
  });

  it('keeps the brand palette when there are no usable theme colours at all', () => {
    expect(chooseTelegramFace({ inside: true, sdkColours: {}, launchColours: {} })).toEqual({
      kind: 'brand',
    });
    // A background alone does not make a readable page.
    expect(
      chooseTelegramFace({ inside: true, sdkColours: {}, launchColours: { bg_color: '#ffffff' } }),
    ).toEqual({ kind: 'brand' });
  });

  it('wears the brand palette outside Telegram whatever the URL says', () => {
    expect(chooseTelegramFace({ inside: false, sdkColours: {}, launchColours: light })).toEqual({
      kind: 'brand',
    });
  });
});

describe('theme colours in the launch parameters', () => {
  const query = (theme: string) => new URLSearchParams({ tgWebAppThemeParams: theme }).toString();

  it('keeps only #rrggbb colours', () => {
    expect(themeColoursOf(query(JSON.stringify({ bg_color: '#FFFFFF', text_color: 'red', x: 1 })))).toEqual({
      bg_color: '#FFFFFF',
    });
  });

  it('reads none from missing or malformed themeParams', () => {
    expect(themeColoursOf(undefined)).toEqual({});
    expect(themeColoursOf('tgWebAppVersion=8.0')).toEqual({});
    expect(themeColoursOf(query('{not json'))).toEqual({});
    expect(themeColoursOf(query('null'))).toEqual({});
    expect(themeColoursOf(query('{}'))).toEqual({});
  });

  it("tells dark from light backgrounds by the SDK's rule", () => {
    expect(isDarkColour('#212121')).toBe(true);
    expect(isDarkColour('#17212b')).toBe(true);
    expect(isDarkColour('#ffffff')).toBe(false);
    expect(isDarkColour('#f1f1f4')).toBe(false);
  });
});
