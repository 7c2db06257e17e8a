import { isDarkColour, type ThemeColours, usableTheme } from '../lib/launch-theme';

export type Appearance = 'light' | 'dark';

/** Which palette the signed-in app wears: Telegram's theme (and whether light or dark), or the brand's. */
export type TelegramFace = { kind: 'telegram'; appearance: Appearance } | { kind: 'brand' };

export interface FaceInputs {
  /** The page runs inside Telegram with the SDK loaded. */
  inside: boolean;
  /** The theme the SDK holds (bound when its start succeeded); empty when it could not start. */
  sdkColours: ThemeColours;
  /** The colours in the launch parameters themselves (lib/launch-theme.ts). */
  launchColours: ThemeColours;
}

/**
 * Telegram's face only with colours to paint it: the SDK's theme when it started, else the launch
 * parameters' own colours (a client without a native bridge still sends them; the early paint binds
 * them). With no usable colours at all the page would show telegram-ui's guesses over unbound
 * `--tg-theme-*` variables, so it keeps the brand palette, readable everywhere.
 */
export function chooseTelegramFace({ inside, sdkColours, launchColours }: FaceInputs): TelegramFace {
  if (!inside) return { kind: 'brand' };
  for (const colours of [sdkColours, launchColours]) {
    const background = colours.bg_color;
    if (usableTheme(colours) && background) {
      return { kind: 'telegram', appearance: isDarkColour(background) ? 'dark' : 'light' };
    }
  }
  return { kind: 'brand' };
}
