import { describe, expect, it } from 'vitest';
import { DEFAULT_AFTER_SIGN_IN, safeRedirectPath } from '../../src/domain/redirect.ts';

// Issue 27, finding 2: `/login?redirect=/%09/evil.example/` passed the prefix checks and the browser,
// which drops the tab, landed on //evil.example/.

const ORIGIN = 'https://cum.example';

// Payloads that exploit the WHATWG URL parser's quirks (tab/newline stripping, backslash as slash,
// scheme-relative and scheme-only URLs, leading C0/space trimming, dot segments, userinfo, IDNA).
const ESCAPES = [
  '/\t/evil.example/',
  '/%09/evil.example/',
  '/%2509/evil.example/',
  '/\n/evil.example/',
  '/%0a/evil.example/',
  '/%0A/evil.example/',
  '/\r/evil.example/',
  '/%0d/evil.example/',
  '/\r\n/evil.example',
  '//evil.example',
  '///evil.example',
  '////evil.example',
  '/\\evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/%5cevil.example',
  '/%5C%5Cevil.example',
  '/%2f/evil.example',
  '/%2F%2Fevil.example',
  '/.//evil.example',
  '/./..//evil.example',
  '/app/..//evil.example',
  '/app/../..//evil.example',
  ' /evil.example',
  ' //evil.example',
  '\u0000//evil.example',
  '/\u0000/evil.example',
  '\u001f//evil.example',
  '/\u007f/evil.example',
  '/\u00a0/evil.example',
  '/\u2028/evil.example',
  '/\u3000/evil.example',
  '/\ufeff/evil.example',
  '/\u200b/evil.example',
  'https://evil.example/',
  'http://evil.example',
  'https:evil.example',
  'http:/evil.example',
  'https:\\\\evil.example',
  'HTTPS://evil.example',
  '//cum.example@evil.example',
  'https://cum.example@evil.example/',
  'https://cum.example.evil.example/',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'java%09script:alert(1)',
  ' javascript:alert(1)',
  'javascript://%0aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'app',
  'evil.example',
  '.evil.example',
  '%2f%2fevil.example',
  '/%',
  '/%E0%A4%A',
  '',
  `/${'a'.repeat(3000)}`,
];

const KEPT: Array<[string, string]> = [
  ['/app', '/app'],
  ['/app/tasks?x=1#y', '/app/tasks?x=1#y'],
  ['/', '/'],
  ['/app/referral', '/app/referral'],
  ['/app/./tasks', '/app/tasks'],
  ['/app/store?item=gold&q=a%26b', '/app/store?item=gold&q=a%26b'],
];

describe('safeRedirectPath', () => {
  it.each(ESCAPES.map((p) => [JSON.stringify(p), p]))('%s falls back to /app', (_, payload) => {
    expect(safeRedirectPath(payload, ORIGIN)).toBe(DEFAULT_AFTER_SIGN_IN);
  });

  it.each(KEPT)('keeps the same-site path %s', (raw, expected) => {
    expect(safeRedirectPath(raw, ORIGIN)).toBe(expected);
  });

  it('falls back for nothing at all', () => {
    expect(safeRedirectPath(null, ORIGIN)).toBe('/app');
    expect(safeRedirectPath(undefined, ORIGIN)).toBe('/app');
  });

  it('every answer, followed by a browser from the site, stays on the site', () => {
    for (const payload of [...ESCAPES, ...KEPT.map(([raw]) => raw)]) {
      const landed = new URL(safeRedirectPath(payload, ORIGIN), ORIGIN);
      expect(landed.origin, JSON.stringify(payload)).toBe(ORIGIN);
    }
  });
});
