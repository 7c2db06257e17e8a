import { describe, expect, it } from 'vitest';
import { launchQueryOf, sdkCompatibleQuery } from '../../src/lib/launch-params';

const data = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe('lenient launch params', () => {
  it('reads the params from the hash or the query', () => {
    expect(launchQueryOf('https://x.test/app#tgWebAppData=a&b=c')).toBe('tgWebAppData=a&b=c');
    expect(launchQueryOf('https://x.test/app?x=1#tgWebAppData=a')).toBe('x=1&tgWebAppData=a');
  });

  it('fills in what the SDK demands and older clients do not send, only in the copy for the SDK', () => {
    const initData = data({ user: '{"id":1,"first_name":"A"}', auth_date: '1', hash: 'h' });
    const copy = sdkCompatibleQuery(data({ tgWebAppData: initData }));
    expect(copy).toBeDefined();
    const params = new URLSearchParams(copy);
    expect(new URLSearchParams(params.get('tgWebAppData') ?? '').get('signature')).toBe('');
    expect(new URLSearchParams(params.get('tgWebAppData') ?? '').get('hash')).toBe('h');
    expect(params.get('tgWebAppVersion')).toBe('6.0');
    expect(params.get('tgWebAppThemeParams')).toBe('{}');
  });

  it('leaves complete params alone, and answers nothing for a page without initData', () => {
    const complete = data({
      tgWebAppData: data({ auth_date: '1', hash: 'h', signature: 's' }),
      tgWebAppVersion: '8.0',
      tgWebAppPlatform: 'ios',
      tgWebAppThemeParams: '{}',
    });
    expect(sdkCompatibleQuery(complete)).toBeUndefined();
    expect(sdkCompatibleQuery('foo=bar')).toBeUndefined();
  });
});
