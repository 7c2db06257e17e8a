import { afterEach, describe, expect, it, vi } from 'vitest';

// Issue 31: inside Telegram without a native bridge the SDK's start fails before it binds the theme;
// the launch's own colours are the client's theme all the same, so they are bound as --tg-theme-*.
const sdk = vi.hoisted(() => ({ current: undefined as Record<string, unknown> | undefined }));
vi.mock('../../src/lib/telegram-sdk', () => ({ telegramSdk: () => sdk.current }));
vi.mock('../../src/app/telegram-chrome', () => ({ colourTelegramChrome: () => undefined }));

const available = <T extends (...args: never[]) => unknown>(fn: T, isAvailable = true) =>
  Object.assign(fn, { isAvailable: () => isAvailable });

function fakeSdk(overrides: Record<string, unknown> = {}) {
  return {
    init: vi.fn(),
    restoreInitData: vi.fn(),
    mountBackButton: available(vi.fn()),
    mountMiniAppSync: available(vi.fn()),
    bindThemeParamsCssVars: available(vi.fn()),
    mountViewport: available(vi.fn(() => Promise.resolve())),
    bindViewportCssVars: available(vi.fn()),
    expandViewport: available(vi.fn()),
    miniAppReady: available(vi.fn()),
    ...overrides,
  };
}

/** A page opened with Telegram's launch hash, and the root style's variables it ends up with. */
function fakePage(theme: Record<string, unknown> | undefined) {
  const hash = new URLSearchParams({
    tgWebAppVersion: '8.0',
    ...(theme ? { tgWebAppThemeParams: JSON.stringify(theme) } : {}),
  }).toString();
  const vars = new Map<string, string>();
  vi.stubGlobal('window', { location: { hash: `#${hash}` } });
  vi.stubGlobal('sessionStorage', { getItem: () => null });
  vi.stubGlobal('document', {
    documentElement: { style: { setProperty: (name: string, value: string) => vars.set(name, value) } },
  });
  return vars;
}

async function start(fake: Record<string, unknown>) {
  vi.resetModules();
  sdk.current = fake;
  const { initTelegram } = await import('../../src/app/telegram-init');
  initTelegram();
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("Telegram's start and the theme variables", () => {
  it("binds the launch's colours when the start fails without a bridge", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const vars = fakePage({ bg_color: '#ffffff', text_color: '#000000', button_color: 'oops' });
    const failing = fakeSdk({
      mountBackButton: available(
        vi.fn(() => {
          throw new Error('UnknownEnvError');
        }),
      ),
    });
    await start(failing);
    expect(failing.bindThemeParamsCssVars).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('Telegram SDK initialisation failed', expect.any(Error));
    expect(Object.fromEntries(vars)).toEqual({
      '--tg-theme-bg-color': '#ffffff',
      '--tg-theme-text-color': '#000000',
    });
  });

  it("leaves the binding to the SDK when it started (the SDK's own variables follow theme changes)", async () => {
    const vars = fakePage({ bg_color: '#212121', text_color: '#ffffff' });
    const fake = fakeSdk();
    await start(fake);
    expect(fake.bindThemeParamsCssVars).toHaveBeenCalledOnce();
    expect(vars.size).toBe(0);
  });

  it('binds nothing when the launch has no theme colours (the brand palette stays)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const vars = fakePage(undefined);
    await start(
      fakeSdk({
        init: vi.fn(() => {
          throw new Error('UnknownEnvError');
        }),
      }),
    );
    expect(vars.size).toBe(0);
  });
});
