import { describe, expect, it } from 'vitest';
import { BotConfigError, loadBotConfig } from '../src/config.ts';
import { TEST_TOKEN } from './helpers/fixtures.ts';

describe('loadBotConfig', () => {
  it('applies the documented defaults', () => {
    expect(loadBotConfig({ BOT_TOKEN: TEST_TOKEN })).toEqual({
      APP_ENV: 'development',
      BOT_TOKEN: TEST_TOKEN,
      BOT_USERNAME: undefined,
      PUBLIC_URL: 'http://localhost:3000',
      TELEGRAM_API_ROOT: 'https://api.telegram.org',
      BOT_EMBEDDED: true,
      MONGODB_URI: undefined,
      REWARD_INTERVAL_MINUTES: 60,
    });
  });

  it('treats empty strings, as docker env files write them, as unset', () => {
    const config = loadBotConfig({
      BOT_TOKEN: TEST_TOKEN,
      APP_ENV: '',
      BOT_USERNAME: '',
      PUBLIC_URL: '',
      TELEGRAM_API_ROOT: '',
      MONGODB_URI: '',
    });
    expect(config.APP_ENV).toBe('development');
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(config.BOT_USERNAME).toBeUndefined();
  });

  it('normalises URLs and the username', () => {
    const config = loadBotConfig({
      BOT_TOKEN: TEST_TOKEN,
      APP_ENV: 'production',
      BOT_USERNAME: '@cum_rewards_bot',
      PUBLIC_URL: 'https://cum.example.com/',
      TELEGRAM_API_ROOT: 'http://127.0.0.1:8081//',
      MONGODB_URI: 'mongodb://mongo:27017/cum?replicaSet=rs0',
    });
    expect(config).toMatchObject({
      APP_ENV: 'production',
      BOT_USERNAME: 'cum_rewards_bot',
      PUBLIC_URL: 'https://cum.example.com',
      TELEGRAM_API_ROOT: 'http://127.0.0.1:8081',
      MONGODB_URI: 'mongodb://mongo:27017/cum?replicaSet=rs0',
    });
  });

  it.each([
    ['BOT_TOKEN', { BOT_TOKEN: undefined }],
    ['BOT_TOKEN', { BOT_TOKEN: 'not-a-token' }],
    ['APP_ENV', { APP_ENV: 'staging' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'cum.example.com' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'ftp://cum.example.com' }],
    ['TELEGRAM_API_ROOT', { TELEGRAM_API_ROOT: 'localhost:8081' }],
    ['BOT_USERNAME', { BOT_USERNAME: 'no spaces allowed' }],
    ['MONGODB_URI', { MONGODB_URI: 'postgres://db/cum' }],
    ['BOT_EMBEDDED', { BOT_EMBEDDED: 'nope' }],
  ])('rejects a bad %s with a message naming it', (variable, env) => {
    const load = () => loadBotConfig({ BOT_TOKEN: TEST_TOKEN, ...env });
    expect(load).toThrow(BotConfigError);
    expect(load).toThrow(new RegExp(`\\b${variable}\\b`));
  });

  it('reads BOT_EMBEDDED=false as "another process polls"', () => {
    expect(loadBotConfig({ BOT_TOKEN: TEST_TOKEN, BOT_EMBEDDED: 'false' }).BOT_EMBEDDED).toBe(false);
    expect(loadBotConfig({ BOT_TOKEN: TEST_TOKEN, BOT_EMBEDDED: 'true' }).BOT_EMBEDDED).toBe(true);
    // The one boolean parser (shared/src/config/env-flag.ts): 1/0 and yes/no too.
    expect(loadBotConfig({ BOT_TOKEN: TEST_TOKEN, BOT_EMBEDDED: 'no' }).BOT_EMBEDDED).toBe(false);
    expect(loadBotConfig({ BOT_TOKEN: TEST_TOKEN, BOT_EMBEDDED: '0' }).BOT_EMBEDDED).toBe(false);
    expect(loadBotConfig({ BOT_TOKEN: TEST_TOKEN }).BOT_EMBEDDED).toBe(true);
  });

  it('names every bad variable at once', () => {
    expect(() => loadBotConfig({ APP_ENV: 'staging', PUBLIC_URL: 'nope' })).toThrow(
      /BOT_TOKEN.*APP_ENV.*PUBLIC_URL|APP_ENV.*BOT_TOKEN.*PUBLIC_URL/,
    );
  });
});
