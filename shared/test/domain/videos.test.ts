import { describe, expect, it } from 'vitest';
import { videoSchema } from '../../src/contract/videos.ts';
import { toMilli } from '../../src/domain/money.ts';
import {
  creditWatch,
  DAILY_WATCH_CAP_SECONDS,
  findVideo,
  SOCIAL_ACTION_MILLI,
  VIDEO_CATALOGUE,
  WATCH_MILLI_PER_SECOND,
  WATCH_SLACK_SECONDS,
} from '../../src/domain/videos.ts';

const base = { anchorMs: 0, durationSeconds: 60, creditedTodaySeconds: 0 };

describe('video catalogue', () => {
  it('holds the four samples, valid for the contract, with unique ids', () => {
    expect(VIDEO_CATALOGUE).toHaveLength(4);
    for (const v of VIDEO_CATALOGUE) expect(videoSchema.parse(v)).toEqual(v);
    expect(new Set(VIDEO_CATALOGUE.map((v) => v.id)).size).toBe(4);
    expect(findVideo('v2')?.duration).toBe(15);
    for (const v of VIDEO_CATALOGUE) expect(v.src).toBe(`/videos/${v.id}.webm`);
    expect(findVideo('nope')).toBeUndefined();
  });

  it('pays 0.005 $CUM a second and small integral social amounts', () => {
    expect(WATCH_MILLI_PER_SECOND).toBe(toMilli(0.005));
    expect(SOCIAL_ACTION_MILLI).toEqual({ like: 10, dislike: 0, comment: 20, share: 50 });
    for (const m of Object.values(SOCIAL_ACTION_MILLI)) expect(Number.isSafeInteger(m)).toBe(true);
  });
});

describe('creditWatch', () => {
  it('credits what was claimed when that much time passed', () => {
    const c = creditWatch({ ...base, claimedSeconds: 30, nowMs: 30_000 });
    expect(c).toEqual({ seconds: 30, milli: 150, nextAnchorMs: 30_000 });
  });

  it('never credits more than the elapsed time plus the slack', () => {
    const c = creditWatch({ ...base, claimedSeconds: 3600, nowMs: 10_000 });
    expect(c.seconds).toBe(10 + WATCH_SLACK_SECONDS);
    expect(c.milli).toBe(12 * 5);
  });

  it('caps at the video duration and drops fractions', () => {
    expect(creditWatch({ ...base, claimedSeconds: 500, nowMs: 900_000 }).seconds).toBe(60);
    expect(creditWatch({ ...base, claimedSeconds: 7.9, nowMs: 900_000 }).seconds).toBe(7);
  });

  it('caps at what is left of the day', () => {
    const c = creditWatch({
      ...base,
      claimedSeconds: 50,
      nowMs: 900_000,
      creditedTodaySeconds: DAILY_WATCH_CAP_SECONDS - 20,
    });
    expect(c.seconds).toBe(20);
    expect(
      creditWatch({
        ...base,
        claimedSeconds: 50,
        nowMs: 900_000,
        creditedTodaySeconds: DAILY_WATCH_CAP_SECONDS,
      }).seconds,
    ).toBe(0);
  });

  it('forfeits idle time but keeps the slack for the next report', () => {
    // Claimed 10 s after 100 s passed: the anchor moves to now - slack.
    const c = creditWatch({ ...base, claimedSeconds: 10, nowMs: 100_000 });
    expect(c.nextAnchorMs).toBe(98_000);
  });

  it('pays the slack at most once over a burst of reports', () => {
    let anchorMs = 0;
    let total = 0;
    for (let i = 0; i < 50; i++) {
      const c = creditWatch({ ...base, anchorMs, claimedSeconds: 60, nowMs: 10_000 });
      anchorMs = c.nextAnchorMs;
      total += c.seconds;
    }
    expect(total).toBe(10 + WATCH_SLACK_SECONDS);
  });

  it('over any sequence of reports pays at most the elapsed time plus the slack', () => {
    let seed = 7;
    const rnd = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let run = 0; run < 200; run++) {
      let anchorMs = 0;
      let nowMs = 0;
      let total = 0;
      for (let i = 0; i < 30; i++) {
        nowMs += Math.floor(rnd() * 20_000);
        const c = creditWatch({ ...base, anchorMs, claimedSeconds: rnd() * 80, nowMs });
        expect(c.nextAnchorMs).toBeGreaterThanOrEqual(anchorMs);
        anchorMs = c.nextAnchorMs;
        total += c.seconds;
        expect(total * 1000).toBeLessThanOrEqual(nowMs + WATCH_SLACK_SECONDS * 1000);
      }
    }
  });

  it('credits nothing when the anchor is ahead of now', () => {
    expect(creditWatch({ ...base, anchorMs: 12_000, claimedSeconds: 5, nowMs: 9_000 }).seconds).toBe(0);
  });
});
