import {
  disableClosingConfirmation,
  enableClosingConfirmation,
  hapticFeedbackImpactOccurred,
  hapticFeedbackNotificationOccurred,
  hapticFeedbackSelectionChanged,
  isClosingBehaviorMounted,
  mountClosingBehavior,
  openLink as sdkOpenLink,
  openTelegramLink as sdkOpenTelegramLink,
  requestWriteAccess as sdkRequestWriteAccess,
} from '@telegram-apps/sdk-react';
import { useEffect } from 'react';
import { telegramEnv } from './telegram-env';

/**
 * Telegram-only effects (haptics, links, closing confirmation) behind one guard each: outside Telegram
 * or on an old client lacking a method they fall back to the browser or do nothing, never throw.
 */
function safely(action: () => void): void {
  if (!telegramEnv().inside) return;
  try {
    action();
  } catch (error) {
    console.warn('Telegram action failed', error);
  }
}

export type ImpactStyle = 'light' | 'medium' | 'heavy' | 'rigid' | 'soft';
export type NotificationKind = 'success' | 'error' | 'warning';

/** A tap on something physical (clicker, buttons of games). */
export function hapticImpact(style: ImpactStyle = 'light'): void {
  safely(() => {
    if (hapticFeedbackImpactOccurred.isAvailable()) hapticFeedbackImpactOccurred(style);
  });
}

/** The outcome of a claim or a purchase. */
export function hapticNotification(kind: NotificationKind): void {
  safely(() => {
    if (hapticFeedbackNotificationOccurred.isAvailable()) hapticFeedbackNotificationOccurred(kind);
  });
}

/** A change of selection (tabs, toggles). */
export function hapticSelection(): void {
  safely(() => {
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
  if (telegramEnv().inside) {
    try {
      if (telegramHosts.has(host) && sdkOpenTelegramLink.isAvailable()) {
        sdkOpenTelegramLink(url);
        return;
      }
      if (sdkOpenLink.isAvailable()) {
        sdkOpenLink(url);
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
    safely(() => {
      if (!isClosingBehaviorMounted() && mountClosingBehavior.isAvailable()) mountClosingBehavior();
      if (enableClosingConfirmation.isAvailable()) enableClosingConfirmation();
    });
    return () =>
      safely(() => {
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
  if (!telegramEnv().inside) return true;
  try {
    if (!sdkRequestWriteAccess.isAvailable()) return true;
    return (await sdkRequestWriteAccess()) === 'allowed';
  } catch (error) {
    console.warn('Telegram write access request failed', error);
    return false;
  }
}
