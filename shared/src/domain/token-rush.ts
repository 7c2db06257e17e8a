import { RUSH_ROUND_MS } from './games.ts';

/**
 * Token Rush as a skill game. The server draws a seed when a round starts; both sides derive the
 * same schedule of falling tokens from it with `rushSchedule` (the client draws it, the server scores
 * against it). The client sends only taps (token id + ms since the round's start); `rushScore` decides
 * what they are worth, so a client can at best be a perfect player.
 */

export const RUSH_LANES = 4;
export const RUSH_TOKEN_COUNT = 24;
/** How long a token takes to fall through the field: the window in which it can be caught. */
export const RUSH_FALL_MIN_MS = 1_600;
export const RUSH_FALL_MAX_MS = 2_400;
/** The first token appears after this, so the player sees the field before it moves. */
export const RUSH_FIRST_TOKEN_MS = 300;
/**
 * A tap counts up to this much before or after the token's window: the tap's time is read in an
 * event handler and the animation starts on the next frame, so the two clocks differ by a frame or
 * a few (more on a cheap phone). It is small against a window of 1.6 s or more.
 */
export const RUSH_TAP_TOLERANCE_MS = 150;
export const RUSH_GOLD_VALUE = 5;
/** One gold token in this many, on average. */
export const RUSH_GOLD_ODDS = 8;
/** More taps than this in one round is refused outright (an honest client sends one per catch). */
export const RUSH_MAX_TAPS = 2 * RUSH_TOKEN_COUNT;
/** Seeds are non-negative 31-bit integers. */
export const RUSH_SEED_MAX = 0x7fff_ffff;

/**
 * mulberry32: a tiny seeded PRNG, written here because shared/ takes no package but zod (house rule).
 * It only has to be reproducible on both sides, not unpredictable: the schedule is public anyway.
 */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A whole number in from..to (both included). */
const uniformInt = (rng: () => number, from: number, to: number) =>
  from + Math.floor(rng() * (to - from + 1));

export interface RushToken {
  id: number;
  /** 0 .. RUSH_LANES - 1, left to right. */
  lane: number;
  /** When the token enters the field, ms after the round's start. */
  appearAtMs: number;
  /** How long it falls; it can be caught from appearAtMs to appearAtMs + fallMs (± tolerance). */
  fallMs: number;
  value: number;
}

export interface RushTap {
  id: number;
  /** Ms since the round's start on the client's clock. */
  atMs: number;
}

/** The round's tokens, ordered by appearance; the same seed always gives the same schedule. */
export function rushSchedule(seed: number): RushToken[] {
  const rng = seededRandom(seed);
  // Every window (with its tolerance) closes before the round ends.
  const lastAppear = RUSH_ROUND_MS - RUSH_TAP_TOLERANCE_MS - RUSH_FALL_MAX_MS;
  const step = (lastAppear - RUSH_FIRST_TOKEN_MS) / (RUSH_TOKEN_COUNT - 1);
  const jitter = Math.floor(step / 3);
  const tokens: RushToken[] = [];
  let lane = uniformInt(rng, 0, RUSH_LANES - 1);
  for (let id = 0; id < RUSH_TOKEN_COUNT; id++) {
    const base = Math.round(RUSH_FIRST_TOKEN_MS + id * step);
    const appearAtMs = Math.min(
      lastAppear,
      Math.max(RUSH_FIRST_TOKEN_MS, base + uniformInt(rng, -jitter, jitter)),
    );
    // Never the previous token's lane: two tokens stacked in one lane are hard to tell apart.
    if (id > 0) lane = (lane + 1 + uniformInt(rng, 0, RUSH_LANES - 2)) % RUSH_LANES;
    const fallMs = uniformInt(rng, RUSH_FALL_MIN_MS, RUSH_FALL_MAX_MS);
    const value = uniformInt(rng, 1, RUSH_GOLD_ODDS) === 1 ? RUSH_GOLD_VALUE : 1;
    tokens.push({ id, lane, appearAtMs, fallMs, value });
  }
  return tokens;
}

export const rushMaxScore = (schedule: readonly RushToken[]) => schedule.reduce((a, t) => a + t.value, 0);

export type RushTapsProblem = 'too_many' | 'bad_time' | 'not_in_order';

/**
 * Taps that are malformed as a whole are refused (400, nothing changes): more than RUSH_MAX_TAPS,
 * a time that is not a whole number >= 0, or times that go backwards (the client records taps as
 * they happen). Taps that are merely wrong are scored 0 by `rushScore`.
 */
export function rushTapsProblem(taps: readonly RushTap[]): RushTapsProblem | null {
  if (taps.length > RUSH_MAX_TAPS) return 'too_many';
  let last = 0;
  for (const tap of taps) {
    if (!Number.isSafeInteger(tap.atMs) || tap.atMs < 0 || !Number.isSafeInteger(tap.id)) return 'bad_time';
    if (tap.atMs < last) return 'not_in_order';
    last = tap.atMs;
  }
  return null;
}

export interface RushResult {
  score: number;
  maxScore: number;
  /** Ids of the tokens that counted. */
  caught: number[];
}

/**
 * The verified score. A tap counts only if its token exists, was not caught already, and the tap
 * falls inside the token's window ± RUSH_TAP_TOLERANCE_MS; taps after the round's end, or later
 * than the time that has really passed on the server (`elapsedMs`), count for nothing.
 */
export function rushScore(
  schedule: readonly RushToken[],
  taps: readonly RushTap[],
  elapsedMs: number,
): RushResult {
  const cutoff = Math.min(RUSH_ROUND_MS, elapsedMs);
  const byId = new Map(schedule.map((t) => [t.id, t]));
  const caught = new Set<number>();
  let score = 0;
  for (const tap of taps) {
    if (!(tap.atMs >= 0 && tap.atMs <= cutoff)) continue;
    const token = byId.get(tap.id);
    if (!token || caught.has(token.id)) continue;
    const opens = token.appearAtMs - RUSH_TAP_TOLERANCE_MS;
    const closes = token.appearAtMs + token.fallMs + RUSH_TAP_TOLERANCE_MS;
    if (tap.atMs < opens || tap.atMs > closes) continue;
    caught.add(token.id);
    score += token.value;
  }
  return { score, maxScore: rushMaxScore(schedule), caught: [...caught] };
}
