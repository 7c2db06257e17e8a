import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeHtml } from '../../src/plugins/route-preloads.ts';

const html = '<!doctype html><html><head><title>shell</title></head><body></body></html>';

function dist(preloads?: object) {
  const dir = mkdtempSync(join(tmpdir(), 'dist-'));
  writeFileSync(join(dir, 'index.html'), html);
  if (preloads) writeFileSync(join(dir, 'route-preloads.json'), JSON.stringify(preloads));
  return dir;
}

describe('index.html with the route preloads', () => {
  const pageFor = routeHtml(
    dist({
      routes: {
        '/app': { js: ['/assets/home.js'], css: ['/assets/home.css'], fetch: ['/api/user'] },
        '/app/*': { js: ['/assets/frame.js'], css: [] },
        '/login': {
          js: ['/assets/login.js', '/assets/bad"><script>.js'],
          css: [],
          fetch: ['/api/user'],
          fetchWithoutSession: true,
        },
      },
      prefixes: { '/app/': '/app/*' },
    }),
  );

  it('links the first screen of an app path, by exact path, then by prefix', async () => {
    const app = await pageFor('/app/', { withSession: true });
    expect(app).toContain('<link rel="modulepreload" crossorigin href="/assets/home.js">');
    expect(app).toContain('<link rel="preload" as="style" crossorigin href="/assets/home.css">');
    expect(app).toContain('<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/user">');
    expect(await pageFor('/app/unknown')).toContain('href="/assets/frame.js"');
    const login = await pageFor('/login');
    expect(login).toContain('href="/assets/login.js"');
    expect(login).not.toContain('<script>');
  });

  it('preloads the user only for a request with a session cookie (not inside Telegram), unless the route says otherwise (/login)', async () => {
    expect(await pageFor('/login')).toContain('as="fetch"');
    const noSession = await pageFor('/app/');
    expect(noSession).toContain('href="/assets/home.js"');
    expect(noSession).not.toContain('as="fetch"');
    expect(await pageFor('/app/', { withSession: true })).toContain('as="fetch"');
    // Both variants are kept apart.
    expect(await pageFor('/app/')).not.toContain('as="fetch"');
  });

  it('leaves other paths (the landing page) as built', async () => {
    expect(await pageFor('/')).toBe(html);
    expect(await pageFor('/some/page')).toBe(html);
  });

  it('serves index.html as built when the build has no preload file', async () => {
    expect(await routeHtml(dist())('/app')).toBe(html);
  });
});

describe('the API reads preloaded with Home', () => {
  const pageFor = routeHtml(
    dist({
      routes: {
        '/app': {
          js: [],
          css: [],
          fetch: [
            '/api/user',
            '/api/rewards/can-claim',
            '/api/leaderboard?period=weekly&x=1',
            '/api/activity?limit=10',
            '/api/x"><script>',
            '/assets/not-api.js',
          ],
        },
        '/app/*': { js: [], css: [], fetch: ['/api/user'] },
      },
      prefixes: { '/app/': '/app/*' },
    }),
  );

  it('links each read with the cookie, a query escaped for the attribute, and nothing unsafe or outside /api', async () => {
    const home = await pageFor('/app', { withSession: true });
    const link = (href: string) =>
      `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${href}">`;
    expect(home).toContain(link('/api/user'));
    expect(home).toContain(link('/api/rewards/can-claim'));
    expect(home).toContain(link('/api/leaderboard?period=weekly&amp;x=1'));
    expect(home).toContain(link('/api/activity?limit=10'));
    expect(home).not.toContain('<script>');
    expect(home).not.toContain('not-api');
    expect(home.match(/as="fetch"/g)).toHaveLength(4);
  });

  it('other app paths preload only the user; without a session cookie nothing', async () => {
    expect((await pageFor('/app/tasks', { withSession: true })).match(/as="fetch"/g)).toHaveLength(1);
    expect(await pageFor('/app')).not.toContain('as="fetch"');
  });
});
