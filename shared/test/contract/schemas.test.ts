import { describe, expect, it } from 'vitest';
import { taskInput } from '../../src/contract/admin.ts';
import { loginBody, registerBody } from '../../src/contract/auth.ts';
import { roomInput } from '../../src/contract/rooms.ts';
import { buildPath } from '../../src/contract/route.ts';
import { fromMilli, toMilli } from '../../src/domain/money.ts';

describe('contract schemas', () => {
  it('refuses operator objects where strings are expected', () => {
    const r = loginBody.safeParse({ email: { $ne: '' }, password: 'x' });
    expect(r.success).toBe(false);
  });

  it('lower-cases and trims emails', () => {
    const r = registerBody.parse({ email: '  Ann@Example.COM ', username: 'ann_1', password: 'longenough' });
    expect(r.email).toBe('ann@example.com');
  });

  it('applies the task form defaults (docs/product.md#admin-panel)', () => {
    const t = taskInput.parse({ title: 'Follow', description: 'Follow us' });
    expect(t).toMatchObject({ reward: 25, type: 'daily', actionType: 'instant', isActive: true });
    expect(taskInput.safeParse({ title: 'x', description: 'y', reward: 2.5 }).success).toBe(false);
  });

  it('omits an empty room thumbnail and refuses non-http URLs', () => {
    const base = { roomId: 'r1', modelName: 'M', roomTitle: 'T' };
    expect(roomInput.parse({ ...base, thumbnailUrl: '' }).thumbnailUrl).toBeUndefined();
    expect(roomInput.safeParse({ ...base, thumbnailUrl: 'javascript:alert(1)' }).success).toBe(false);
  });

  it('builds paths with encoded parameters', () => {
    expect(buildPath('/api/tasks/:id/start', { id: 'a/b' })).toBe('/api/tasks/a%2Fb/start');
    expect(() => buildPath('/api/tasks/:id/start', {})).toThrow(/id/);
  });

  it('converts $CUM to integer milli units exactly', () => {
    expect(toMilli(0.005)).toBe(5);
    expect(toMilli(12.345)).toBe(12345);
    expect(fromMilli(toMilli(0.1) + toMilli(0.2))).toBe(0.3);
    expect(() => toMilli(Number.NaN)).toThrow();
  });
});
