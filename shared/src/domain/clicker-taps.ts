/**
 * CUM Clicker paid per tap (issue 32): the client reports its taps in batches; these rules decide
 * what a batch earns. All amounts are integer milli-$CUM. The rolling hourly cap is the one of
 * games.ts (counted in its points: a tap weighs CLICKER_POINTS_PER_TAP points), so score
 * submissions and tap batches share it.
 */
import { CLICKER_MILLI_PER_POINT, type ClickerCredit, clickerWindow } from './games.ts';

/** 0.1 $CUM a tap: the default cap of 100 $CUM is 1,000 taps, a few minutes of tapping. */
export const CLICKER_MILLI_PER_TAP = 100;
export const CLICKER_POINTS_PER_TAP = CLICKER_MILLI_PER_TAP / CLICKER_MILLI_PER_POINT;
/** Energy: one a tap; refills over time so a session is a few minutes of tapping, then a pause. */
export const CLICKER_ENERGY_MAX = 500;
export const CLICKER_ENERGY_PER_SECOND = 3;
/** No human taps faster than this, sustained; a short burst covers batches that arrive bunched. */
export const CLICKER_MAX_TAPS_PER_SECOND = 20;
export const CLICKER_TAP_BURST = 2 * CLICKER_MAX_TAPS_PER_SECOND;
/** Largest batch the API takes (the client sends about one a second). */
export const CLICKER_MAX_TAPS_PER_BATCH = CLICKER_TAP_BURST;

/** A level that refills linearly over time up to a maximum (energy, the tap-rate allowance). */
export function refilled(level: number, fromMs: number, nowMs: number, perSecond: number, max: number) {
  return Math.min(max, level + (Math.max(0, nowMs - fromMs) * perSecond) / 1000);
}

export interface TapState {
  /** Energy and tap allowance at `atMs`; null for a user who never tapped (both full). */
  energy: number | null;
  tokens: number | null;
  atMs: number | null;
  recent: readonly ClickerCredit[];
}

export type TapRefusal = 'too_fast' | 'hourly_cap' | 'no_energy';

export type TapDecision =
  | {
      ok: true;
      /** Taps paid (fewer than reported when energy or the cap ran out). */
      paid: number;
      milli: number;
      points: number;
      energy: number;
      tokens: number;
      capped: boolean;
    }
  | { ok: false; reason: TapRefusal; retryAtMs: number };

/** Energy and tap allowance of a state at `nowMs`. */
export function tapLevels(state: Pick<TapState, 'energy' | 'tokens' | 'atMs'>, nowMs: number) {
  const from = state.atMs ?? nowMs;
  return {
    energy: refilled(
      state.energy ?? CLICKER_ENERGY_MAX,
      from,
      nowMs,
      CLICKER_ENERGY_PER_SECOND,
      CLICKER_ENERGY_MAX,
    ),
    tokens: refilled(
      state.tokens ?? CLICKER_TAP_BURST,
      from,
      nowMs,
      CLICKER_MAX_TAPS_PER_SECOND,
      CLICKER_TAP_BURST,
    ),
  };
}

/**
 * What a batch of `taps` earns at `nowMs`. More taps than a human could have made since the last
 * batch (the allowance) refuses the whole batch: that is a bot, not a slow network. Energy and the
 * hourly cap only clamp what is paid.
 */
export function decideTaps(
  taps: number,
  state: TapState,
  nowMs: number,
  maxPointsPerWindow: number,
): TapDecision {
  const { energy, tokens } = tapLevels(state, nowMs);
  if (!Number.isSafeInteger(taps) || taps <= 0 || taps > tokens + 1e-9) {
    const wait = ((taps - tokens) / CLICKER_MAX_TAPS_PER_SECOND) * 1000;
    return { ok: false, reason: 'too_fast', retryAtMs: nowMs + Math.max(0, Math.ceil(wait)) };
  }
  const window = clickerWindow(state.recent, nowMs, maxPointsPerWindow);
  const capTaps = Math.floor(window.left / CLICKER_POINTS_PER_TAP);
  if (capTaps === 0) return { ok: false, reason: 'hourly_cap', retryAtMs: window.nextFreeAtMs ?? nowMs };
  if (energy < 1) {
    const wait = ((1 - energy) / CLICKER_ENERGY_PER_SECOND) * 1000;
    return { ok: false, reason: 'no_energy', retryAtMs: nowMs + Math.ceil(wait) };
  }
  const paid = Math.min(taps, Math.floor(energy), capTaps);
  return {
    ok: true,
    paid,
    milli: paid * CLICKER_MILLI_PER_TAP,
    points: paid * CLICKER_POINTS_PER_TAP,
    energy: energy - paid,
    tokens: tokens - taps,
    capped: paid === capTaps && paid < taps,
  };
}
