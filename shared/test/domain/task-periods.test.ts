import { describe, expect, it } from 'vitest';
import { formatResetIn, taskPeriodEnd, taskResetText } from '../../src/domain/task-periods.ts';
import { isoWeek, taskPeriodKey } from '../../src/domain/tasks.ts';

const at = (iso: string) => new Date(iso);

describe('taskPeriodEnd', () => {
  it('daily periods end at the next UTC midnight', () => {
    expect(taskPeriodEnd('daily', at('2026-11-25T19:00:00Z'))?.toISOString()).toBe(
      '2026-11-26T00:00:00.000Z',
    );
    expect(taskPeriodEnd('daily', at('2026-11-25T00:00:00Z'))?.toISOString()).toBe(
      '2026-11-26T00:00:00.000Z',
    );
    expect(taskPeriodEnd('daily', at('2026-12-31T23:59:59Z'))?.toISOString()).toBe(
      '2027-01-01T00:00:00.000Z',
    );
  });

  it('weekly periods end on the next Monday 00:00 UTC', () => {
    // 2026-11-25 is a Wednesday.
    expect(taskPeriodEnd('weekly', at('2026-11-25T10:00:00Z'))?.toISOString()).toBe(
      '2026-11-30T00:00:00.000Z',
    );
    // Sunday late: ends in minutes.
    expect(taskPeriodEnd('weekly', at('2026-11-29T23:30:00Z'))?.toISOString()).toBe(
      '2026-11-30T00:00:00.000Z',
    );
    // Monday at midnight: a whole week.
    expect(taskPeriodEnd('weekly', at('2026-11-30T00:00:00Z'))?.toISOString()).toBe(
      '2026-12-07T00:00:00.000Z',
    );
  });

  it('special tasks never reset', () => {
    expect(taskPeriodEnd('special', at('2026-11-25T10:00:00Z'))).toBeNull();
    expect(taskResetText('special', at('2026-11-25T10:00:00Z'))).toBeNull();
  });

  it('agrees with the period keys: the key changes exactly at the end', () => {
    for (const iso of [
      '2026-11-25T10:00:00Z',
      '2026-11-29T23:59:59Z',
      '2026-12-28T05:00:00Z',
      '2027-01-03T12:00:00Z',
    ]) {
      const now = at(iso);
      for (const type of ['daily', 'weekly'] as const) {
        const end = taskPeriodEnd(type, now) as Date;
        expect(taskPeriodKey(type, new Date(end.getTime() - 1))).toBe(taskPeriodKey(type, now));
        expect(taskPeriodKey(type, end)).not.toBe(taskPeriodKey(type, now));
      }
    }
    expect(isoWeek(at('2027-01-04T00:00:00Z'))).toBe('2027-W01');
  });
});

describe('formatResetIn', () => {
  it('uses days, hours or minutes', () => {
    expect(formatResetIn(5 * 3_600_000 + 59 * 60_000)).toBe('resets in 5 h');
    expect(formatResetIn(3 * 86_400_000 + 1000)).toBe('resets in 3 d');
    expect(formatResetIn(47 * 3_600_000)).toBe('resets in 47 h');
    expect(formatResetIn(3_600_000)).toBe('resets in 1 h');
    expect(formatResetIn(59 * 60_000 + 1)).toBe('resets in 60 min');
    expect(formatResetIn(30_000)).toBe('resets in 1 min');
    expect(formatResetIn(-5)).toBe('resets in 1 min');
  });

  it('gives the daily reset text', () => {
    expect(taskResetText('daily', at('2026-11-25T19:00:00Z'))).toBe('resets in 5 h');
  });
});
