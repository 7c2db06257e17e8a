import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** When the bell's sheet was last opened (ISO); client state, kept in localStorage across visits. */
interface BellState {
  lastOpenedAt: string | null;
  markOpened: () => void;
}

export const useBellStore = create<BellState>()(
  persist(
    (set) => ({
      lastOpenedAt: null,
      markOpened: () => set({ lastOpenedAt: new Date().toISOString() }),
    }),
    {
      name: 'bellLastOpened',
      storage: createJSONStorage(() => localStorage),
      // Read by the bell after its first render (notification-bell.tsx), not when this module loads:
      // a page's first localStorage access opens the origin's storage synchronously, and this module
      // is on /app's first screen. The dot needs the activity list anyway, which comes later.
      skipHydration: true,
    },
  ),
);

/** The dot: an event newer than the last opening (or any event if the sheet was never opened). */
export function hasUnseen(newestAt: string | undefined, lastOpenedAt: string | null): boolean {
  if (!newestAt) return false;
  if (!lastOpenedAt) return true;
  return Date.parse(newestAt) > Date.parse(lastOpenedAt);
}
