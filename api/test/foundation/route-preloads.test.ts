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
