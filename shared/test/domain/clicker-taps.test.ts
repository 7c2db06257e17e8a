import { describe, expect, it } from 'vitest';
import {
  CLICKER_ENERGY_MAX,
  CLICKER_MAX_TAPS_PER_SECOND,
  CLICKER_POINTS_PER_TAP,
  CLICKER_TAP_BURST,
  decideTaps,
  refilled,
} from '../../src/domain/clicker-taps.ts';

const fresh = { energy: null, tokens: null, atMs: null, recent: [] };
const CAP_POINTS = 10_000;

describe('clicker taps: what a batch earns', () => {
  it('a first batch within the burst is paid in full from full energy', () => {
    const d = decideTaps(CLICKER_TAP_BURST, fresh, 0, CAP_POINTS);
    expect(d).toMatchObject({
      ok: true,
      paid: CLICKER_TAP_BURST,
      energy: CLICKER_ENERGY_MAX - CLICKER_TAP_BURST,
    });
  });

  it('more taps than the allowance refuses the whole batch', () => {
    const state = { energy: 100, tokens: 0, atMs: 0, recent: [] };
    expect(decideTaps(CLICKER_MAX_TAPS_PER_SECOND, state, 1_000, CAP_POINTS).ok).toBe(true);
    expect(decideTaps(CLICKER_MAX_TAPS_PER_SECOND + 1, state, 1_000, CAP_POINTS)).toMatchObject({
      ok: false,
      reason: 'too_fast',
    });
  });

  it('energy and the cap clamp what is paid', () => {
    expect(decideTaps(10, { energy: 3.5, tokens: 40, atMs: 0, recent: [] }, 0, CAP_POINTS)).toMatchObject({
      ok: true,
      paid: 3,
    });
    const recent = [{ time: 0, points: CAP_POINTS - 2 * CLICKER_POINTS_PER_TAP }];
    expect(decideTaps(10, { ...fresh, recent }, 1, CAP_POINTS)).toMatchObject({
      ok: true,
      paid: 2,
      capped: true,
    });
    expect(
      decideTaps(1, { ...fresh, recent: [{ time: 0, points: CAP_POINTS }] }, 1, CAP_POINTS),
    ).toMatchObject({
      ok: false,
      reason: 'hourly_cap',
      retryAtMs: 60 * 60_000,
    });
    expect(decideTaps(1, { energy: 0, tokens: 40, atMs: 0, recent: [] }, 0, CAP_POINTS)).toMatchObject({
      ok: false,
      reason: 'no_energy',
    });
  });

  it('levels refill linearly up to their maximum', () => {
    expect(refilled(0, 0, 1_000, 3, 500)).toBe(3);
    expect(refilled(499, 0, 10_000, 3, 500)).toBe(500);
    expect(refilled(10, 5_000, 0, 3, 500)).toBe(10);
  });
});
