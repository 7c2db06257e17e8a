import { createStore, useStore } from 'zustand';
import { pendingToastKey, signalToast } from './toast-signal';

export type ToastVariant = 'default' | 'destructive';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  /** A claim or a purchase went through: a short coin burst plays with the toast. */
  celebrate?: boolean;
}

export type ToastInput = Omit<Toast, 'id' | 'variant'> & { variant?: ToastVariant };

/** docs/product.md#toasts: at most one toast shows at a time, each for 5 seconds. */
export const toastDurationMs = 5000;

interface ToastState {
  current: Toast | null;
  show: (toast: ToastInput) => number;
  dismiss: (id?: number) => void;
}

let nextId = 1;

// A vanilla store so non-React code (query callbacks) can raise toasts too; a new toast replaces the
// one on screen.
export const toastStore = createStore<ToastState>()((set, get) => ({
  current: null,
  show: (toast) => {
    const id = nextId++;
    set({
      current: {
        id,
        title: toast.title,
        description: toast.description,
        variant: toast.variant ?? 'default',
        ...(toast.celebrate ? { celebrate: true } : {}),
      },
    });
    signalToast();
    return id;
  },
  dismiss: (id) => {
    const current = get().current;
    if (current && (id === undefined || current.id === id)) set({ current: null });
  },
}));

export const toast = (input: ToastInput): number => toastStore.getState().show(input);

/**
 * The error toast of failed calls (docs/product.md#toasts): title 'Error' (or given) with the server's
 * message.
 */
export const errorToast = (error: unknown, fallback: string, title = 'Error'): number =>
  toast({
    title,
    description: error instanceof Error && error.message ? error.message : fallback,
    variant: 'destructive',
  });

export const useCurrentToast = (): Toast | null => useStore(toastStore, (state) => state.current);

const pendingKey = pendingToastKey;

/** A toast for the next page: kept in session storage across a full page load (onboarding's end). */
export function toastAfterReload(input: ToastInput): void {
  try {
    sessionStorage.setItem(pendingKey, JSON.stringify(input));
  } catch {
    // Storage disabled: the toast is lost, nothing else is.
  }
}

/** Shows the toast left by the previous page, once. Called when the Toaster mounts. */
export function showPendingToast(): void {
  try {
    const raw = sessionStorage.getItem(pendingKey);
    if (!raw) return;
    sessionStorage.removeItem(pendingKey);
    const input = JSON.parse(raw) as ToastInput;
    if (typeof input?.title === 'string') toast(input);
  } catch {
    // Unreadable: drop it.
  }
}
