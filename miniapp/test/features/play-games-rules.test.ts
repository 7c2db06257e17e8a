import { rushSchedule } from '@cum/shared/domain/token-rush';
import { describe, expect, it } from 'vitest';
import { rushResumeOffsetMs, rushShownScore } from '../../src/features/games/rules';
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

describe("Token Rush's shown score (the server recounts it from the taps)", () => {
  it('adds the values of the caught tokens and ignores unknown ids', () => {
    const schedule = rushSchedule(11);
    const gold = schedule.find((t) => t.value > 1);
    const plain = schedule.find((t) => t.value === 1);
    if (!gold || !plain) throw new Error('seed 11 has no gold or no plain token');
    expect(rushShownScore(schedule, [])).toBe(0);
    expect(rushShownScore(schedule, [plain.id])).toBe(1);
    expect(rushShownScore(schedule, [plain.id, gold.id, 999])).toBe(1 + gold.value);
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
