import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberIntendedUrl, safeAppPath, takeIntendedUrl } from '../../src/lib/intended-url';

function fakeSessionStorage() {
  const store = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => store.set(key, value),
    removeItem: (key: string) => store.delete(key),
  });
  return store;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('safeAppPath', () => {
  it.each(['/app', '/app/tasks?x=1#y', '/'])('keeps the same-site path %s', (path) => {
    expect(safeAppPath(path)).toBe(path);
  });

  it.each(['https://evil.test/', '//evil.test/app', '/\\evil.test', 'app', '', null, undefined])(
    'refuses %s, which could leave the site',
    (path) => {
      expect(safeAppPath(path)).toBeUndefined();
    },
  );
});

describe('intended URL', () => {
  it('returns the remembered page once, then the /app fallback', () => {
    fakeSessionStorage();
    rememberIntendedUrl('/app/referral');
    expect(takeIntendedUrl()).toBe('/app/referral');
    expect(takeIntendedUrl()).toBe('/app');
  });

  it('ignores a path to another origin', () => {
    const store = fakeSessionStorage();
    rememberIntendedUrl('//evil.test');
    expect(store.size).toBe(0);
    expect(takeIntendedUrl()).toBe('/app');
  });

  it('falls back to /app when storage is unavailable', () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('disabled');
      },
      setItem: () => {
        throw new Error('disabled');
      },
      removeItem: () => undefined,
    });
    expect(() => rememberIntendedUrl('/app/tasks')).not.toThrow();
    expect(takeIntendedUrl()).toBe('/app');
  });
});

// Issue 27, finding 2: the browser drops tabs and newlines, so these passed a prefix check and led off-site.
describe('a crafted ?redirect= never leaves the site', () => {
  it.each([
    '/\t/evil.example/',
    '/\n/evil.example/',
    '/%09/evil.example/',
    '/.//evil.example',
    'javascript:alert(1)',
  ])('%j falls back to /app', (payload) => {
    const store = fakeSessionStorage();
    rememberIntendedUrl(payload);
    expect(store.size).toBe(0);
    expect(takeIntendedUrl()).toBe('/app');
  });

  it('a stored value is checked again when taken', () => {
    const store = fakeSessionStorage();
    store.set('intendedUrl', '/\t/evil.example/');
    expect(takeIntendedUrl()).toBe('/app');
  });
});
