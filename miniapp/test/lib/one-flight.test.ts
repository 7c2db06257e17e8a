import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/lib/api-client';
import { createOneFlight, ECHO_WINDOW_MS } from '../../src/lib/one-flight';

const refusal = (code: ConstructorParameters<typeof ApiError>[1]) => new ApiError(409, code, 'refused');

describe('the one in-flight rule', () => {
  it('lets one call in at a time: a second tap while the first is in flight does nothing', () => {
    const gate = createOneFlight();
    expect(gate.enter()).toBe(true);
    expect(gate.busy).toBe(true);
    expect(gate.enter()).toBe(false);
    expect(gate.enter()).toBe(false);
    gate.leave();
    expect(gate.busy).toBe(false);
    expect(gate.enter()).toBe(true);
  });

  it('reads an "already done" or "too early" refusal right after a success as its echo', () => {
    let now = 1_000;
    const gate = createOneFlight(() => now);
    expect(gate.isEcho(refusal('already_done'))).toBe(false);
    gate.succeeded();
    now += 500;
    expect(gate.isEcho(refusal('already_done'))).toBe(true);
    expect(gate.isEcho(refusal('too_early'))).toBe(true);
    now += ECHO_WINDOW_MS;
    expect(gate.isEcho(refusal('already_done'))).toBe(false);
  });

  it('never hides a real refusal or a failure that is not an API answer', () => {
    let now = 0;
    const gate = createOneFlight(() => now);
    gate.succeeded();
    now = 10;
    for (const code of ['insufficient_funds', 'limit_reached', 'conflict', 'network_error'] as const) {
      expect(gate.isEcho(refusal(code))).toBe(false);
    }
    expect(gate.isEcho(new Error('already_done'))).toBe(false);
  });
});
