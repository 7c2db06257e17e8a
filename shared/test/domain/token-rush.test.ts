import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RUSH_ROUND_MS, rushRewardMilli } from '../../src/domain/games.ts';
import {
  RUSH_FALL_MAX_MS,
  RUSH_FALL_MIN_MS,
  RUSH_LANES,
  RUSH_MAX_TAPS,
  RUSH_SEED_MAX,
  RUSH_TAP_TOLERANCE_MS,
  RUSH_TOKEN_COUNT,
  type RushTap,
  type RushToken,
  rushMaxScore,
  rushSchedule,
  rushScore,
  rushTapsProblem,
} from '../../src/domain/token-rush.ts';

/** What a perfect player sends: every token tapped mid-fall, in time order. */
const perfectTaps = (schedule: readonly RushToken[]): RushTap[] =>
  schedule
    .map((t) => ({ id: t.id, atMs: t.appearAtMs + Math.floor(t.fallMs / 2) }))
    .sort((a, b) => a.atMs - b.atMs);

const seed = fc.integer({ min: 0, max: RUSH_SEED_MAX });
/** Any taps at all: real ids, invented ids, any times (also after the round), sorted as a client sends them. */
const anyTaps = fc
  .array(
    fc.record({
      id: fc.integer({ min: -5, max: RUSH_TOKEN_COUNT + 5 }),
      atMs: fc.nat({ max: 3 * RUSH_ROUND_MS }),
    }),
    { maxLength: RUSH_MAX_TAPS },
  )
  .map((taps) => [...taps].sort((a, b) => a.atMs - b.atMs));
const payout = (seedValue: number, taps: RushTap[], elapsedMs = RUSH_ROUND_MS) => {
  const schedule = rushSchedule(seedValue);
  const r = rushScore(schedule, taps, elapsedMs);
  return rushRewardMilli(r.score, r.maxScore);
};

describe('Token Rush schedule', () => {
  it('is the same for the same seed and differs between seeds', () => {
    expect(rushSchedule(42)).toEqual(rushSchedule(42));
    expect(rushSchedule(42)).not.toEqual(rushSchedule(43));
  });

  it('every token is inside the field and its window (with tolerance) closes before the round ends', () => {
    fc.assert(
      fc.property(seed, (s) => {
        const schedule = rushSchedule(s);
        expect(schedule).toHaveLength(RUSH_TOKEN_COUNT);
        expect(new Set(schedule.map((t) => t.id)).size).toBe(RUSH_TOKEN_COUNT);
        for (const [i, t] of schedule.entries()) {
          expect(t.lane).toBeGreaterThanOrEqual(0);
          expect(t.lane).toBeLessThan(RUSH_LANES);
          expect(t.fallMs).toBeGreaterThanOrEqual(RUSH_FALL_MIN_MS);
          expect(t.fallMs).toBeLessThanOrEqual(RUSH_FALL_MAX_MS);
          expect(t.appearAtMs + t.fallMs + RUSH_TAP_TOLERANCE_MS).toBeLessThanOrEqual(RUSH_ROUND_MS);
          if (i > 0) expect(t.lane).not.toBe(schedule[i - 1]?.lane);
          if (i > 0) expect(t.appearAtMs).toBeGreaterThanOrEqual(schedule[i - 1]?.appearAtMs ?? 0);
        }
      }),
    );
  });
});

describe('Token Rush scoring (the server recomputes it from its own schedule)', () => {
  it('a perfect player gets the maximum score and the maximum payout, an idle one the minimum', () => {
    fc.assert(
      fc.property(seed, (s) => {
        const schedule = rushSchedule(s);
        expect(rushScore(schedule, perfectTaps(schedule), RUSH_ROUND_MS).score).toBe(rushMaxScore(schedule));
        expect(payout(s, perfectTaps(schedule))).toBe(200_000);
        expect(payout(s, [])).toBe(50_000);
      }),
    );
  });

  it('random taps, invented ids and timestamps never beat the schedule maximum', () => {
    fc.assert(
      fc.property(seed, anyTaps, fc.nat({ max: 120_000 }), (s, taps, elapsed) => {
        const schedule = rushSchedule(s);
        const r = rushScore(schedule, taps, elapsed);
        expect(r.score).toBeLessThanOrEqual(rushMaxScore(schedule));
        expect(new Set(r.caught).size).toBe(r.caught.length);
        expect(payout(s, taps, elapsed)).toBeLessThanOrEqual(200_000);
      }),
      { numRuns: 300 },
    );
  });

  it('replaying taps (each tap repeated, or the perfect run sent twice) adds nothing', () => {
    fc.assert(
      fc.property(seed, fc.integer({ min: 2, max: 5 }), (s, times) => {
        const schedule = rushSchedule(s);
        const once = perfectTaps(schedule);
        const repeated = once.flatMap((t) => Array.from({ length: times }, () => t));
        expect(rushScore(schedule, repeated, RUSH_ROUND_MS).score).toBe(rushMaxScore(schedule));
        expect(rushScore(schedule, [...once, ...once], RUSH_ROUND_MS).score).toBe(rushMaxScore(schedule));
      }),
    );
  });

  it('a tap counts only inside its window ± tolerance, and never after the round or the server time', () => {
    const schedule = rushSchedule(7);
    const t = schedule[5] as RushToken;
    const at = (atMs: number, elapsed = RUSH_ROUND_MS) =>
      rushScore(schedule, [{ id: t.id, atMs }], elapsed).score;
    expect(at(t.appearAtMs - RUSH_TAP_TOLERANCE_MS - 1)).toBe(0);
    expect(at(t.appearAtMs - RUSH_TAP_TOLERANCE_MS)).toBe(t.value);
    expect(at(t.appearAtMs + t.fallMs + RUSH_TAP_TOLERANCE_MS)).toBe(t.value);
    expect(at(t.appearAtMs + t.fallMs + RUSH_TAP_TOLERANCE_MS + 1)).toBe(0);
    // Finishing 2 s into the round: only what happened in those 2 s can count.
    const early = rushScore(schedule, perfectTaps(schedule), 2_000);
    expect(early.caught.every((id) => (schedule[id]?.appearAtMs ?? 0) <= 2_000)).toBe(true);
    expect(early.score).toBeLessThan(rushMaxScore(schedule));
    expect(rushScore(schedule, [{ id: 999, atMs: 1_000 }], RUSH_ROUND_MS).score).toBe(0);
  });

  it('refuses malformed taps as a whole: too many, negative or fractional times, times going back', () => {
    expect(rushTapsProblem([])).toBeNull();
    expect(
      rushTapsProblem([
        { id: 1, atMs: 5 },
        { id: 2, atMs: 5 },
      ]),
    ).toBeNull();
    const many = Array.from({ length: RUSH_MAX_TAPS + 1 }, (_, i) => ({ id: i, atMs: i }));
    expect(rushTapsProblem(many)).toBe('too_many');
    expect(rushTapsProblem([{ id: 1, atMs: -1 }])).toBe('bad_time');
    expect(rushTapsProblem([{ id: 1, atMs: 1.5 }])).toBe('bad_time');
    expect(
      rushTapsProblem([
        { id: 1, atMs: 500 },
        { id: 2, atMs: 400 },
      ]),
    ).toBe('not_in_order');
  });
});
