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
 * true when the native button carries it, so the screen leaves its in-page button out; in a browser
 * (or a client without it) it returns false and the in-page button stays.
 */
function useNativeButton(kind: Kind, options: NativeButtonOptions): boolean {
  const [native] = useState(() => nativeAvailable(kind));
  const onClickRef = useRef(options.onClick);
  onClickRef.current = options.onClick;
  const { text, active, loading = false, disabled = false } = options;

  useEffect(() => {
    const sdk = telegramSdk();
    if (!native || !sdk) return;
    const button = api(sdk, kind);
    try {
      if (!button.isMounted()) button.mount();
      const off = button.onClick(() => {
        if (!loading && !disabled) onClickRef.current();
      });
      button.setParams({ text, isVisible: active, isEnabled: active && !disabled, isLoaderVisible: loading });
      return () => {
        off();
        button.setParams({ isVisible: false, isLoaderVisible: false });
      };
    } catch (error) {
      console.warn('Telegram button failed', error);
      return;
    }
  }, [native, kind, text, active, loading, disabled]);

  return native;
}

/**
 * The main action: the in-page button stays beside the native one for now (every screen's Telegram
 * flows, and screen-reader users, reach it in the page); the native button mirrors it with its
 * progress. Both go through the screen's one-flight action, so pressing both never runs it twice.
 */
export const useMainButton = (options: NativeButtonOptions): void => {
  useNativeButton('main', options);
};
export const useSecondaryButton = (options: NativeButtonOptions) => useNativeButton('secondary', options);
