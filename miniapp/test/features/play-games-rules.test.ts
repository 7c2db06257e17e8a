import { describe, expect, it } from 'vitest';
import { advanceRush, RUSH_TICKS, rushResumeOffsetMs } from '../../src/features/games/rules';
import { SWIPE_THRESHOLD_PX, swipeDirection } from '../../src/features/play/swipe';

describe('feed swipes (docs/product.md#play: more than 50 px; up is next, down is previous)', () => {
  it('changes the video only past the threshold', () => {
    expect(SWIPE_THRESHOLD_PX).toBe(50);
    expect(swipeDirection(0, -51)).toBe('next');
    expect(swipeDirection(0, 51)).toBe('previous');
    expect(swipeDirection(0, -50)).toBeNull();
    expect(swipeDirection(0, 30)).toBeNull();
  });

  it('ignores mostly sideways drags', () => {
    expect(swipeDirection(120, -60)).toBeNull();
    expect(swipeDirection(40, -60)).toBe('next');
  });
});

describe('Token Rush clock (docs/product.md#games: 10 s, a tick every 100 ms adds 1 to 10)', () => {
  it('adds one roll per tick due and stops after 100 ticks', () => {
    const rolls: number[] = [];
    const roll = () => {
      rolls.push(7);
      return 7;
    };
    const a = advanceRush({ score: 0, ticks: 0 }, 250, roll);
    expect(a).toEqual({ score: 14, ticks: 2, over: false });
    const b = advanceRush(a, 10_000, roll);
    expect(b).toEqual({ score: 700, ticks: RUSH_TICKS, over: true });
    expect(advanceRush(b, 15_000, roll)).toEqual(b);
    expect(rolls).toHaveLength(100);
  });

  it('never goes past the server maximum of 1000 with real rolls, and at least 100', () => {
    for (let i = 0; i < 50; i++) {
      const end = advanceRush({ score: 0, ticks: 0 }, 10_000);
      expect(end.score).toBeGreaterThanOrEqual(100);
      expect(end.score).toBeLessThanOrEqual(1000);
    }
  });
});

describe('Token Rush resume (a start refused as "game in progress" plays the open game)', () => {
  it('goes on where the round is within its first 10 s', () => {
    expect(rushResumeOffsetMs(0, 60_000)).toBe(0);
    expect(rushResumeOffsetMs(300, 59_700)).toBe(300);
    expect(rushResumeOffsetMs(9_999, 50_001)).toBe(9_999);
  });

  it('later, gives the whole round while the window allows it, then what is left of it', () => {
    expect(rushResumeOffsetMs(30_000, 30_000)).toBe(0);
    expect(rushResumeOffsetMs(52_000, 8_000)).toBe(4_000);
  });

  it('gives up when too little time is left to play and submit', () => {
    expect(rushResumeOffsetMs(58_000, 2_000)).toBeNull();
    expect(rushResumeOffsetMs(60_000, 0)).toBeNull();
  });
});
