import { describe, expect, it } from 'vitest';
import {
  CLICKER_MAX_POINTS_PER_WINDOW,
  CLICKER_WINDOW_MS,
  clickerCreditsInWindow,
  decideClicker,
  RUSH_GAMES_PER_DAY,
  rushRewardMilli,
  rushTiming,
} from '../../src/domain/games.ts';

const fresh = { lastScore: null, lastAtMs: null, recent: [], nowMs: 1_000_000 };

describe('clicker', () => {
  it('accepts only positive multiples of 100', () => {
    for (const score of [0, 50, 150, -100, 100.5]) {
      expect(decideClicker({ ...fresh, score })).toEqual({ ok: false, reason: 'not_a_step' });
    }
  });

  it('pays 1 $CUM per 100 points', () => {
    expect(decideClicker({ ...fresh, score: 100 })).toEqual({
      ok: true,
      points: 100,
      milli: 1000,
      capped: false,
    });
  });

  it('allows a single step when there is no earlier submission', () => {
    expect(decideClicker({ ...fresh, score: 200 })).toMatchObject({ ok: false, reason: 'too_fast' });
    expect(decideClicker({ ...fresh, score: 10_000 })).toMatchObject({ ok: false, reason: 'too_fast' });
  });

  it('limits points to 20 a second since the last accepted submission', () => {
    const last = { ...fresh, lastScore: 100, lastAtMs: 1_000_000 };
    expect(decideClicker({ ...last, score: 200, nowMs: 1_004_999 })).toMatchObject({ reason: 'too_fast' });
    expect(decideClicker({ ...last, score: 200, nowMs: 1_005_000 })).toMatchObject({ ok: true, points: 100 });
    expect(decideClicker({ ...last, score: 10_100, nowMs: 1_001_000 })).toMatchObject({ reason: 'too_fast' });
  });

  it('pays a few missed steps at once but never a bank of idle time', () => {
    const last = { ...fresh, lastScore: 100, lastAtMs: 0, nowMs: 3_600_000 };
    expect(decideClicker({ ...last, score: 600 })).toMatchObject({ ok: true, points: 500 });
    expect(decideClicker({ ...last, score: 700 })).toMatchObject({ ok: false, reason: 'too_fast' });
  });

  it('treats a score at or below the last one as a new run from zero', () => {
    const last = { ...fresh, lastScore: 900, lastAtMs: 0, nowMs: 60_000 };
    expect(decideClicker({ ...last, score: 100 })).toMatchObject({ ok: true, points: 100 });
    expect(decideClicker({ ...last, score: 900 })).toMatchObject({ ok: false, reason: 'too_fast' });
  });

  it('caps at 10,000 points in any rolling hour and says when it frees up', () => {
    const nowMs = 10 * CLICKER_WINDOW_MS;
    const recent = Array.from({ length: 100 }, (_, i) => ({
      time: nowMs - 3_000_000 + i * 1000,
      points: 100,
    }));
    const d = decideClicker({ lastScore: 100, lastAtMs: nowMs - 60_000, recent, nowMs, score: 200 });
    expect(d).toEqual({ ok: false, reason: 'hourly_cap', retryAtMs: nowMs - 3_000_000 + CLICKER_WINDOW_MS });
    // Credits older than the window no longer count.
    const later = nowMs + 600_001;
    expect(clickerCreditsInWindow(recent, later)).toHaveLength(99);
    expect(
      decideClicker({ lastScore: 100, lastAtMs: nowMs, recent, nowMs: later, score: 200 }),
    ).toMatchObject({
      ok: true,
      points: 100,
    });
  });

  it('pays only what is left of the cap', () => {
    const nowMs = 5 * CLICKER_WINDOW_MS;
    const recent = [{ time: nowMs - 1000, points: CLICKER_MAX_POINTS_PER_WINDOW - 200 }];
    const d = decideClicker({ lastScore: 100, lastAtMs: nowMs - 60_000, recent, nowMs, score: 500 });
    expect(d).toEqual({ ok: true, points: 200, milli: 2000, capped: true });
  });
});

describe('token rush', () => {
  it('pays 50 + floor(150 x score / maxScore) $CUM: linear in the share of the maximum', () => {
    expect(rushRewardMilli(0, 40)).toBe(50_000);
    expect(rushRewardMilli(40, 40)).toBe(200_000);
    expect(rushRewardMilli(20, 40)).toBe(125_000);
    expect(rushRewardMilli(1, 40)).toBe(53_000);
    expect(rushRewardMilli(39, 40)).toBe(196_000);
  });

  it('stays within 50..200 $CUM for every valid score and refuses others', () => {
    for (let s = 0; s <= 1000; s++) {
      const r = rushRewardMilli(s, 1000);
      expect(r % 1000).toBe(0);
      expect(r).toBeGreaterThanOrEqual(50_000);
      expect(r).toBeLessThanOrEqual(200_000);
    }
    expect(() => rushRewardMilli(1001, 1000)).toThrow(RangeError);
    expect(() => rushRewardMilli(-1, 1000)).toThrow(RangeError);
    expect(() => rushRewardMilli(0, 0)).toThrow(RangeError);
  });

  it('accepts a score 10 to 60 s after the start', () => {
    expect(rushTiming(0, 2_000)).toBe('too_early');
    expect(rushTiming(0, 9_999)).toBe('too_early');
    expect(rushTiming(0, 10_000)).toBe('ok');
    expect(rushTiming(0, 60_000)).toBe('ok');
    expect(rushTiming(0, 60_001)).toBe('expired');
    expect(RUSH_GAMES_PER_DAY).toBe(20);
  });
});
