import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';

// Every boolean variable of the API goes through one parser (shared/src/config/env-flag.ts):
// true/1/yes, false/0/no, any case; anything else stops the start naming the variable.
describe('boolean environment variables', () => {
  it.each([
    ['EMAIL_SIGN_IN', 'emailSignIn'],
    ['BOT_EMBEDDED', 'botEmbedded'],
    ['EMBEDDED_DB_WORKER', 'embeddedDbWorker'],
  ] as const)('%s reads the same values as every other flag', (variable, key) => {
    for (const [value, expected] of [
      ['true', true],
      ['1', true],
      ['yes', true],
      ['false', false],
      ['0', false],
      ['No', false],
    ] as const)
      expect(loadConfig({ [variable]: value })[key], `${variable}=${value}`).toBe(expected);
  });

  it.each(['EMAIL_SIGN_IN', 'BOT_EMBEDDED', 'EMBEDDED_DB', 'EMBEDDED_DB_WORKER'])(
    '%s=flase is a configuration error naming it',
    (variable) => {
      expect(() => loadConfig({ [variable]: 'flase' })).toThrow(
        new RegExp(`${variable}: must be one of true, 1, yes, false, 0, no`),
      );
    },
  );
});
