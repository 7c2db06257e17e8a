import type { Task } from '@cum/shared/contract/tasks';
import { describe, expect, it } from 'vitest';
import { parseRoomUrlTemplate } from '../../src/config';
import { roomLink, safeThumbnail } from '../../src/features/rooms/room-link';
import { claimWaitMs, nextStep } from '../../src/features/tasks/task-steps';

const task = (actionType: Task['actionType']): Task => ({
  id: '0123456789abcdef01234567',
  type: 'daily',
  title: 'T',
  description: 'D',
  reward: 25,
  isActive: true,
  actionType,
  actionUrl: null,
  actionInstructions: null,
  telegramChatId: null,
  createdAt: '2026-11-25T00:00:00.000Z',
});

describe('task buttons (docs/product.md#tasks)', () => {
  it('instant tasks complete in one step', () => {
    expect(nextStep(task('instant'), 'not_started')).toEqual({ step: 'complete', label: 'task-complete' });
    expect(nextStep(task('instant'), 'completed')).toBeNull();
  });

  it('other tasks go Start, Go, Claim Reward; channel tasks verify', () => {
    expect(nextStep(task('external'), 'not_started')?.label).toBe('task-start');
    expect(nextStep(task('external'), 'started')).toEqual({ step: 'trigger', label: 'task-go' });
    expect(nextStep(task('external'), 'action_triggered')).toEqual({ step: 'claim', label: 'task-claim' });
    expect(nextStep(task('telegram_join'), 'action_triggered')).toEqual({
      step: 'claim',
      label: 'task-verify',
    });
    expect(nextStep(task('other'), 'completed')).toBeNull();
  });

  it('the external wait counts down from the trigger and never exceeds 10 s', () => {
    expect(claimWaitMs(1_000, 1_000)).toBe(10_000);
    expect(claimWaitMs(1_000, 4_500)).toBe(6_500);
    expect(claimWaitMs(1_000, 11_000)).toBe(0);
    expect(claimWaitMs(50_000, 1_000)).toBe(10_000);
    expect(claimWaitMs(undefined, 1_000)).toBe(0);
  });
});

describe('room links', () => {
  it('accepts only https templates with {roomId}', () => {
    expect(parseRoomUrlTemplate('https://partner.example/rooms/{roomId}')).toBe(
      'https://partner.example/rooms/{roomId}',
    );
    expect(parseRoomUrlTemplate(' https://partner.example/{roomId}?ref=cum ')).toBe(
      'https://partner.example/{roomId}?ref=cum',
    );
    expect(parseRoomUrlTemplate('http://partner.example/{roomId}')).toBeUndefined();
    expect(parseRoomUrlTemplate('https://partner.example/rooms')).toBeUndefined();
    expect(parseRoomUrlTemplate('javascript:alert(1)//{roomId}')).toBeUndefined();
    expect(parseRoomUrlTemplate(undefined)).toBeUndefined();
  });

  it('fills the room id, encoded', () => {
    expect(roomLink({ roomId: 'mia.rose_1' }, 'https://p.example/{roomId}')).toBe(
      'https://p.example/mia.rose_1',
    );
    expect(roomLink({ roomId: 'a b' }, 'https://p.example/{roomId}')).toBe('https://p.example/a%20b');
    expect(roomLink({ roomId: 'x' }, undefined)).toBeNull();
  });

  it('uses only http(s) thumbnails', () => {
    expect(safeThumbnail('https://cdn.example/t.jpg')).toBe('https://cdn.example/t.jpg');
    expect(safeThumbnail('javascript:alert(1)')).toBeNull();
    expect(safeThumbnail('data:image/png;base64,AAAA')).toBeNull();
    expect(safeThumbnail(null)).toBeNull();
  });
});
