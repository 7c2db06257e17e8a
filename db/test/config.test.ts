import { describe, expect, it } from 'vitest';
import { loadDbConfig } from '../src/config.ts';

describe('npm run db configuration', () => {
  it('defaults: any free port, ./.data, no authentication', () => {
    expect(loadDbConfig({})).toEqual({ port: 0, dataDir: './.data', auth: undefined });
    expect(loadDbConfig({ DB_PORT: '', DB_PASSWORD: '' })).toEqual({
      port: 0,
      dataDir: './.data',
      auth: undefined,
    });
  });

  it('reads the port, "memory" and the credentials', () => {
    expect(loadDbConfig({ DB_PORT: '4100', DATA_DIR: 'memory', DB_PASSWORD: 's3cret' })).toEqual({
      port: 4100,
      dataDir: undefined,
      auth: { user: 'cum', password: 's3cret' },
    });
    expect(loadDbConfig({ DB_PASSWORD: 'p', DB_USER: 'ops' }).auth).toEqual({ user: 'ops', password: 'p' });
  });

  it.each([
    ['DB_PORT', 'abc'],
    ['DB_PORT', '70000'],
    ['DB_PORT', '1.5'],
    ['DB_USER', 'a b'],
  ])('%s=%j is refused, naming the variable', (name, value) => {
    expect(() => loadDbConfig({ [name]: value })).toThrow(
      new RegExp(`^Invalid database configuration: ${name}: `),
    );
  });
});
