import { describe, expect, it } from 'vitest';
import { validateProfile } from '../../../src/features/profile/profile-form';

describe('profile form validation', () => {
  it("uses the product's messages (docs/product.md#profile), one per field, naming the field", () => {
    const result = validateProfile({ firstName: '  ', lastName: '', username: 'ab' });
    expect(result.ok).toBe(false);
    expect(result.errors).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      username: 'Username must be at least 3 characters',
    });
  });

  it('puts the field name in front of a bare length message', () => {
    const result = validateProfile({ firstName: 'x'.repeat(65), lastName: 'Ok', username: 'alex_1' });
    expect(result.errors.firstName).toBe('First name must be at most 64 characters');
  });

  it('answers the trimmed values to send', () => {
    const result = validateProfile({ firstName: ' Maria ', lastName: 'Tester', username: ' maria_1 ' });
    expect(result).toEqual({
      ok: true,
      errors: {},
      data: { firstName: 'Maria', lastName: 'Tester', username: 'maria_1' },
    });
  });
});
