import type { SocialAction } from '@cum/shared/contract/videos';
import { create } from 'zustand';

/**
 * Client state of the video feed: which video is shown, the actions done on it in this visit (the
 * spec resets them when the video changes) and what the server credited since the feed opened.
 */
interface PlayState {
  index: number;
  done: ReadonlySet<SocialAction>;
  /** Actions the server is answering right now (a button stays disabled meanwhile). */
  pending: ReadonlySet<SocialAction>;
  /** $CUM the server credited for watching and actions since the feed opened. */
  earned: number;
  /** Seconds the server credited for watching since the feed opened. */
  creditedSeconds: number;
  show: (index: number) => void;
  markDone: (action: SocialAction) => void;
  setPending: (action: SocialAction, on: boolean) => void;
  addCredit: (earnings: number, seconds?: number) => void;
  reset: () => void;
}

const empty = new Set<SocialAction>();

export const usePlayStore = create<PlayState>()((set) => ({
  index: 0,
  done: empty,
  pending: empty,
  earned: 0,
  creditedSeconds: 0,
  show: (index) => set({ index, done: empty, pending: empty }),
  markDone: (action) => set((s) => ({ done: new Set(s.done).add(action) })),
  setPending: (action, on) =>
    set((s) => {
      const pending = new Set(s.pending);
      if (on) pending.add(action);
      else pending.delete(action);
      return { pending };
    }),
  // Rounded to milli-$CUM: sums of 0.005s must not drift into 0.035000000000000003.
  addCredit: (earnings, seconds = 0) =>
    set((s) => ({
      earned: Math.round((s.earned + earnings) * 1000) / 1000,
      creditedSeconds: s.creditedSeconds + seconds,
    })),
  reset: () => set({ index: 0, done: empty, pending: empty, earned: 0, creditedSeconds: 0 }),
}));
