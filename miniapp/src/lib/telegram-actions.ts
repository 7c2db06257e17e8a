import { useEffect } from 'react';
import { telegramEnv } from './telegram-env';
import { type TelegramSdk, telegramSdk } from './telegram-sdk';

/**
 * Telegram-only effects (haptics, links, closing confirmation) behind one guard each: outside Telegram
 * or on an old client lacking a method they fall back to the browser or do nothing, never throw.
 */
function safely(action: (sdk: TelegramSdk) => void): void {
  const sdk = telegramSdk();
  if (!telegramEnv().inside || !sdk) return;
  try {
    action(sdk);
  } catch (error) {
    console.warn('Telegram action failed', error);
  }
}

export type ImpactStyle = 'light' | 'medium' | 'heavy' | 'rigid' | 'soft';
export type NotificationKind = 'success' | 'error' | 'warning';

/** A tap on something physical (clicker, buttons of games). */
export function hapticImpact(style: ImpactStyle = 'light'): void {
  safely(({ hapticFeedbackImpactOccurred }) => {
    if (hapticFeedbackImpactOccurred.isAvailable()) hapticFeedbackImpactOccurred(style);
  });
}

/** The outcome of a claim or a purchase. */
export function hapticNotification(kind: NotificationKind): void {
  safely(({ hapticFeedbackNotificationOccurred }) => {
    if (hapticFeedbackNotificationOccurred.isAvailable()) hapticFeedbackNotificationOccurred(kind);
  });
}

/** A change of selection (tabs, toggles). */
export function hapticSelection(): void {
  safely(({ hapticFeedbackSelectionChanged }) => {
    if (hapticFeedbackSelectionChanged.isAvailable()) hapticFeedbackSelectionChanged();
  });
}

const telegramHosts = new Set(['t.me', 'telegram.me']);

/**
 * Opens an external URL: t.me links inside Telegram itself, other links in Telegram's in-app browser,
 * and a new tab in a plain browser.
 */
export function openExternal(url: string): void {
  let host = '';
  try {
    host = new URL(url).hostname;
  } catch {
    return;
  }
  const sdk = telegramSdk();
  if (telegramEnv().inside && sdk) {
    try {
      if (telegramHosts.has(host) && sdk.openTelegramLink.isAvailable()) {
        sdk.openTelegramLink(url);
        return;
      }
      if (sdk.openLink.isAvailable()) {
        sdk.openLink(url);
        return;
      }
    } catch (error) {
      console.warn('Telegram openLink failed, using a new tab', error);
    }
  }
  window.open(url, '_blank', 'noopener,noreferrer');
}

/**
 * While `active`, closing the mini-app asks for confirmation (a claim in flight, a video playing).
 * No-op outside Telegram.
 */
export function useClosingConfirmation(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    safely(({ enableClosingConfirmation, isClosingBehaviorMounted, mountClosingBehavior }) => {
      if (!isClosingBehaviorMounted() && mountClosingBehavior.isAvailable()) mountClosingBehavior();
      if (enableClosingConfirmation.isAvailable()) enableClosingConfirmation();
    });
    return () =>
      safely(({ disableClosingConfirmation }) => {
        if (disableClosingConfirmation.isAvailable()) disableClosingConfirmation();
      });
  }, [active]);
}

/**
 * Asks Telegram for permission to message the user (before Reward Alerts is switched on). True when
 * allowed, false when refused or the request failed; true outside Telegram (nothing to ask) and on
 * clients too old to ask (the bot simply tries).
 */
export async function requestWriteAccess(): Promise<boolean> {
  const sdk = telegramSdk();
  if (!telegramEnv().inside || !sdk) return true;
  try {
    if (!sdk.requestWriteAccess.isAvailable()) return true;
    return (await sdk.requestWriteAccess()) === 'allowed';
  } catch (error) {
    console.warn('Telegram write access request failed', error);
    return false;
  }
}
