import { useEffect, useRef, useState } from 'react';
import { telegramEnv } from './telegram-env';
import { type TelegramSdk, telegramSdk } from './telegram-sdk';

export interface NativeButtonOptions {
  /** The button's label. */
  text: string;
  /** Shown while true; hidden when the screen has no such action now. */
  active: boolean;
  /** A call is in flight: Telegram shows its progress spinner and the button does nothing. */
  loading?: boolean;
  disabled?: boolean;
  onClick: () => void;
}

type Kind = 'main' | 'secondary';

function api(sdk: TelegramSdk, kind: Kind) {
  return kind === 'main'
    ? {
        mount: sdk.mountMainButton,
        isMounted: sdk.isMainButtonMounted,
        setParams: sdk.setMainButtonParams,
        onClick: sdk.onMainButtonClick,
      }
    : {
        mount: sdk.mountSecondaryButton,
        isMounted: sdk.isSecondaryButtonMounted,
        setParams: sdk.setSecondaryButtonParams,
        onClick: sdk.onSecondaryButtonClick,
      };
}

/** Whether Telegram's own button of that kind can be used here (inside Telegram, a client that has it). */
function nativeAvailable(kind: Kind): boolean {
  const sdk = telegramSdk();
  if (!telegramEnv().inside || !sdk) return false;
  try {
    return api(sdk, kind).mount.isAvailable();
  } catch {
    return false;
  }
}

/**
 * The screen's primary (or secondary) action on Telegram's own bottom button inside Telegram. Returns
 * true while the native button carries it, so the screen leaves its in-page button out; in a browser,
 * on a client without that button, or when the SDK could not mount or show it (no bridge, an old
 * client) it returns false and the in-page button stays: a screen is never left without its action.
 */
function useNativeButton(kind: Kind, options: NativeButtonOptions): boolean {
  const [native, setNative] = useState(() => nativeAvailable(kind));
  const onClickRef = useRef(options.onClick);
  onClickRef.current = options.onClick;
  const { text, active, loading = false, disabled = false } = options;

  useEffect(() => {
    const sdk = telegramSdk();
    if (!native || !sdk) return;
    const button = api(sdk, kind);
    let off: (() => void) | undefined;
    try {
      if (!button.isMounted()) button.mount();
      off = button.onClick(() => {
        if (!loading && !disabled) onClickRef.current();
      });
      button.setParams({ text, isVisible: active, isEnabled: active && !disabled, isLoaderVisible: loading });
    } catch (error) {
      // Mounting or showing it failed: the in-page button takes over for the page's life.
      console.warn('Telegram button failed', error);
      off?.();
      setNative(false);
      return;
    }
    return () => {
      off?.();
      try {
        button.setParams({ isVisible: false, isLoaderVisible: false });
      } catch {
        // Nothing to hide when the bridge is gone.
      }
    };
  }, [native, kind, text, active, loading, disabled]);

  return native;
}

/**
 * The main action: inside Telegram it is Telegram's MainButton alone (with its progress), and the
 * screen hides its in-page button while this returns true; elsewhere the in-page button. Both go
 * through the screen's one-flight action, so a double press never runs it twice.
 */
export const useMainButton = (options: NativeButtonOptions): boolean => useNativeButton('main', options);
export const useSecondaryButton = (options: NativeButtonOptions): boolean =>
  useNativeButton('secondary', options);
