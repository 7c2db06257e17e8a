/**
 * Telegram's theme colours as the launch parameters carry them (`tgWebAppThemeParams`), read without
 * the SDK: the early paint (app/telegram-theme-early.ts) binds them before React, and when the SDK
 * cannot start (no native bridge) they are still the client's real colours, so the app keeps
 * Telegram's face with them; only a launch without usable colours gets the brand palette.
 */
export type ThemeColours = Readonly<Record<string, string>>;

const rgb = /^#[\da-f]{6}$/i;

/** The valid `#rrggbb` colours of a launch query (`tgWebAppThemeParams=...`); {} when none. */
export function themeColoursOf(query: string | null | undefined): ThemeColours {
  if (!query) return {};
  try {
    const theme = new URLSearchParams(query).get('tgWebAppThemeParams');
    if (!theme) return {};
    const parsed: unknown = JSON.parse(theme);
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => {
        const value = entry[1];
        return typeof value === 'string' && rgb.test(value);
      }),
    );
  } catch {
    return {};
  }
}

/** The page's launch query: the URL hash, else the SDK's session copy after a reload. */
function launchQuery(): string | null {
  const hash = window.location.hash.slice(1);
  if (hash.includes('tgWebAppThemeParams')) return hash;
  try {
    const saved = sessionStorage.getItem('tapps/launchParams');
    return saved ? (JSON.parse(saved) as string) : null;
  } catch {
    return null;
  }
}

export function launchThemeColours(): ThemeColours {
  if (typeof window === 'undefined') return {};
  try {
    return themeColoursOf(launchQuery());
  } catch {
    return {};
  }
}

/** Enough to read the page by: a background and a text colour (the rest has telegram-ui defaults). */
export const usableTheme = (colours: ThemeColours): boolean =>
  colours.bg_color !== undefined && colours.text_color !== undefined;

/** Whether a `#rrggbb` background is dark, by the SDK's own rule (perceived brightness below 120). */
export function isDarkColour(colour: string): boolean {
  const weights = [0.299, 0.587, 0.114];
  const sum = weights.reduce((total, weight, n) => {
    const channel = Number.parseInt(colour.slice(1 + n * 2, 3 + n * 2), 16);
    return total + channel * channel * weight;
  }, 0);
  return Math.sqrt(sum) < 120;
}

/** The colours as `--tg-theme-*` variables on the root element (what the SDK's binding sets). */
export function bindThemeColours(colours: ThemeColours): void {
  if (typeof document === 'undefined') return;
  const style = document.documentElement.style;
  for (const [key, value] of Object.entries(colours)) {
    style.setProperty(`--tg-theme-${key.replaceAll('_', '-')}`, value);
  }
}
