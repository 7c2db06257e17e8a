import type { RushTap } from '@cum/shared/domain/token-rush';
import { create } from 'zustand';

/**
 * Client state of the Games screen (server state stays in TanStack Query): which game is open, the
 * clicker's current run and the Token Rush round. Kept in a store so a round survives re-renders and
 * a trip to another tab within the app.
 */
export type GameView = 'list' | 'clicker' | 'rush';

export type RushPhase = 'ready' | 'starting' | 'playing' | 'submitting' | 'result' | 'failed';

export interface ClickerRun {
  /** Taps of this visit (shown as the run's count). */
  taps: number;
  /** Taps not reported yet; they go out in the next batch. */
  pending: number;
  /** The batch being reported; kept after a network failure so its retry reuses the same id. */
  batch: { id: string; taps: number } | null;
  /** Energy as last known (server answer minus taps made since) at client time `energyAtMs`. */
  energy: number | null;
  energyAtMs: number;
  /** The tap-rate allowance mirrored from the server's rule, so a batch is never refused as too fast. */
  tokens: number;
  tokensAtMs: number;
  /** $CUM the server credited during this visit. */
  earned: number;
  /** The server's last word when it paid less than tapped or refused, shown under the coin. */
  message: string | null;
}

export interface RushRound {
  phase: RushPhase;
  sessionId: string | null;
  /** The round's seed from the server: its tokens are rushSchedule(seed). */
  seed: number | null;
  /** performance.now() at the round's time 0 (earlier than the start for a resumed round). */
  originMs: number | null;
  /** The tokens caught, in order, with their times: what is submitted. */
  taps: RushTap[];
  result: {
    reward: number;
    message: string;
    score?: number | undefined;
    maxScore?: number | undefined;
  } | null;
  error: string | null;
  /** The submit failed without an answer (network): the same submit may be sent again. */
  retryable: boolean;
}

interface GamesState {
  view: GameView;
  clicker: ClickerRun;
  rush: RushRound;
  open: (view: GameView) => void;
  patchClicker: (patch: Partial<ClickerRun>) => void;
  patchRush: (patch: Partial<RushRound>) => void;
  resetRush: () => void;
}

const freshRush: RushRound = {
  phase: 'ready',
  sessionId: null,
  seed: null,
  originMs: null,
  taps: [],
  result: null,
  error: null,
  retryable: false,
};

export const useGamesStore = create<GamesState>()((set) => ({
  view: 'list',
  clicker: {
    taps: 0,
    pending: 0,
    batch: null,
    energy: null,
    energyAtMs: 0,
    tokens: 0,
    tokensAtMs: 0,
    earned: 0,
    message: null,
  },
  rush: freshRush,
  open: (view) => set({ view }),
  patchClicker: (patch) => set((s) => ({ clicker: { ...s.clicker, ...patch } })),
  patchRush: (patch) => set((s) => ({ rush: { ...s.rush, ...patch } })),
  resetRush: () => set({ rush: freshRush }),
}));
