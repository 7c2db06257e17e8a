import { describe, expect, it } from 'vitest';
import {
  EXTERNAL_CLAIM_DELAY_MS,
  isoWeek,
  taskPeriodKey,
  taskRewardMilli,
  taskTransition,
} from '../../src/domain/tasks.ts';

const at = (s: string) => new Date(s);

describe('task periods', () => {
  it('ISO weeks around the new year follow the Thursday rule', () => {
    expect(isoWeek(at('2026-01-01T00:00:00Z'))).toBe('2026-W01'); // Thursday
    expect(isoWeek(at('2025-12-29T00:00:00Z'))).toBe('2026-W01'); // Monday of 2026-W01
    expect(isoWeek(at('2025-12-28T23:59:59Z'))).toBe('2025-W52'); // Sunday
    expect(isoWeek(at('2027-01-01T12:00:00Z'))).toBe('2026-W53'); // Friday: 2026 has 53 weeks
    expect(isoWeek(at('2027-01-03T23:59:59Z'))).toBe('2026-W53'); // Sunday
    expect(isoWeek(at('2027-01-04T00:00:00Z'))).toBe('2027-W01'); // Monday
    expect(isoWeek(at('2021-01-03T10:00:00Z'))).toBe('2020-W53');
    expect(isoWeek(at('2024-12-30T00:00:00Z'))).toBe('2025-W01');
    expect(isoWeek(at('2026-11-22T12:00:00Z'))).toBe('2026-W47');
  });

  it('weeks start on Monday 00:00 UTC', () => {
    expect(isoWeek(at('2026-11-22T23:59:59Z'))).toBe('2026-W47'); // Sunday
    expect(isoWeek(at('2026-11-23T00:00:00Z'))).toBe('2026-W48'); // Monday
  });

  it('period keys: daily = UTC date, weekly = ISO week, special = once', () => {
    const now = at('2026-01-05T23:30:00Z');
    expect(taskPeriodKey('daily', now)).toBe('2026-01-05');
    expect(taskPeriodKey('weekly', now)).toBe('2026-W02');
    expect(taskPeriodKey('special', now)).toBe('once');
  });
});

describe('task reward', () => {
  const now = at('2026-01-05T10:00:00Z');
  it('is the base reward, +25% with the Task Bonus, x2 while a booster is active', () => {
    expect(taskRewardMilli(50, null, now)).toBe(50_000);
    expect(taskRewardMilli(50, { taskBonus: true }, now)).toBe(62_500);
    expect(taskRewardMilli(50, { boosterUntil: at('2026-01-05T10:00:01Z') }, now)).toBe(100_000);
    expect(taskRewardMilli(50, { taskBonus: true, boosterUntil: at('2026-01-06T00:00:00Z') }, now)).toBe(
      125_000,
    );
    expect(taskRewardMilli(25, { taskBonus: true }, now)).toBe(31_250);
  });
  it('an expired booster doubles nothing', () => {
    expect(taskRewardMilli(50, { boosterUntil: now }, now)).toBe(50_000);
    expect(taskRewardMilli(50, { boosterUntil: at('2026-01-01T00:00:00Z') }, now)).toBe(50_000);
  });
});

describe('task state machine', () => {
  const now = at('2026-01-05T10:00:00Z');
  it('instant: only complete, from not_started', () => {
    expect(taskTransition('instant', 'not_started', 'complete')).toEqual({ ok: true, to: 'completed' });
    expect(taskTransition('instant', 'not_started', 'start').ok).toBe(false);
    expect(taskTransition('instant', 'completed', 'complete')).toMatchObject({
      ok: false,
      reason: 'already_completed',
    });
  });

  it('others: start -> trigger -> claim, any other order refused', () => {
    expect(taskTransition('other', 'not_started', 'start')).toEqual({ ok: true, to: 'started' });
    expect(taskTransition('other', 'started', 'trigger')).toEqual({ ok: true, to: 'action_triggered' });
    expect(taskTransition('other', 'action_triggered', 'claim', { now, triggeredAt: now })).toEqual({
      ok: true,
      to: 'completed',
    });
    expect(taskTransition('other', 'not_started', 'claim')).toMatchObject({
      ok: false,
      reason: 'wrong_order',
    });
    expect(taskTransition('other', 'started', 'claim')).toMatchObject({ ok: false, reason: 'wrong_order' });
    expect(taskTransition('other', 'not_started', 'trigger')).toMatchObject({
      ok: false,
      reason: 'wrong_order',
    });
    expect(taskTransition('other', 'started', 'start')).toMatchObject({ ok: false, reason: 'wrong_order' });
    expect(taskTransition('external', 'not_started', 'complete')).toMatchObject({
      ok: false,
      reason: 'wrong_order',
    });
    expect(taskTransition('other', 'completed', 'start')).toMatchObject({
      ok: false,
      reason: 'already_completed',
    });
  });

  it('external: the claim waits 10 seconds after the trigger', () => {
    const triggeredAt = at('2026-01-05T09:59:58Z');
    const early = taskTransition('external', 'action_triggered', 'claim', { now, triggeredAt });
    expect(early).toMatchObject({ ok: false, reason: 'too_early' });
    if (!early.ok) expect(early.message).toMatch(/8 seconds/);
    const onTime = new Date(triggeredAt.getTime() + EXTERNAL_CLAIM_DELAY_MS);
    expect(taskTransition('external', 'action_triggered', 'claim', { now: onTime, triggeredAt }).ok).toBe(
      true,
    );
    expect(taskTransition('telegram_join', 'action_triggered', 'claim', { now, triggeredAt: now }).ok).toBe(
      true,
    );
  });
});
