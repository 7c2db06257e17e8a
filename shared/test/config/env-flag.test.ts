import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envFlag } from '../../src/config/env-flag.ts';

const parse = (value: string | undefined, fallback = false) =>
  z.object({ FLAG: envFlag(fallback) }).safeParse(value === undefined ? {} : { FLAG: value });

describe('envFlag', () => {
  it.each(['true', '1', 'yes', 'TRUE', ' Yes '])('%j is true', (value) => {
    expect(parse(value)).toMatchObject({ success: true, data: { FLAG: true } });
  });

  it.each(['false', '0', 'no', 'False', 'NO'])('%j is false', (value) => {
    expect(parse(value, true)).toMatchObject({ success: true, data: { FLAG: false } });
  });

  it('unset or empty takes the default', () => {
    expect(parse(undefined, true)).toMatchObject({ data: { FLAG: true } });
    expect(parse('', true)).toMatchObject({ data: { FLAG: true } });
    expect(parse(undefined, false)).toMatchObject({ data: { FLAG: false } });
  });

  it.each(['flase', 'on', '2', 'y'])('%j is a configuration error naming the accepted values', (value) => {
    const result = parse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('must be one of true, 1, yes, false, 0, no');
  });
});
