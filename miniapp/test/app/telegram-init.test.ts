import { afterEach, describe, expect, it, vi } from 'vitest';

// Issue 31: inside Telegram without a bridge (or a client lacking theme support) the SDK's start
// fails; the app must then keep its own readable palette (providers.tsx reads telegramThemed), not a
// Telegram face whose --tg-theme-* variables were never bound.
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

async function start(fake: Record<string, unknown>) {
  vi.resetModules();
  sdk.current = fake;
  const init = await import('../../src/app/telegram-init');
  init.initTelegram();
  return init.telegramThemed();
}

describe("Telegram's start and the app's appearance", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("uses Telegram's theme when the SDK binds it", async () => {
    expect(await start(fakeSdk())).toBe(true);
  });

  it('keeps the readable fallback when the start fails without a bridge', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = fakeSdk({
      init: vi.fn(() => {
        throw new Error('UnknownEnvError');
      }),
    });
    expect(await start(failing)).toBe(false);
    expect(failing.bindThemeParamsCssVars).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('Telegram SDK initialisation failed', expect.any(Error));
  });

  it('keeps the fallback on a client without theme support', async () => {
    expect(await start(fakeSdk({ mountMiniAppSync: available(vi.fn(), false) }))).toBe(false);
    expect(await start(fakeSdk({ bindThemeParamsCssVars: available(vi.fn(), false) }))).toBe(false);
  });
});
