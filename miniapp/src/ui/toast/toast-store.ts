import { createStore, useStore } from 'zustand';

export type ToastVariant = 'default' | 'destructive';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
}

export type ToastInput = Omit<Toast, 'id' | 'variant'> & { variant?: ToastVariant };

/** Spec section 9: at most one toast shows at a time, each for 5 seconds. */
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
      },
    });
    return id;
  },
  dismiss: (id) => {
    const current = get().current;
    if (current && (id === undefined || current.id === id)) set({ current: null });
  },
}));

export const toast = (input: ToastInput): number => toastStore.getState().show(input);

/** The error toast the spec uses for failed calls: title 'Error' (or given) with the server's message. */
export const errorToast = (error: unknown, fallback: string, title = 'Error'): number =>
  toast({
    title,
    description: error instanceof Error && error.message ? error.message : fallback,
    variant: 'destructive',
  });

export const useCurrentToast = (): Toast | null => useStore(toastStore, (state) => state.current);
