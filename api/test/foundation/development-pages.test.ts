import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { DEVELOPMENT_META } from '../../src/plugins/static.ts';
import { productionEnv, withTestApp } from '../helpers/test-app.ts';

/**
 * `npm start` serves the production build of the web app with APP_ENV=development: the page must tell
 * the app so, or /platform-demo and /telegram-test redirect to /app. A production server never does.
 */
const dist = mkdtempSync(join(tmpdir(), 'dist-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>shell</title></head></html>');
const build: typeof buildApp = (opts) => buildApp({ ...opts, staticRoot: dist });
const pages = ['/platform-demo', '/telegram-test', '/', '/app'];

describe('developer pages follow APP_ENV', () => {
  it('development marks every page as development', async () => {
    await withTestApp({ env: { APP_ENV: 'development' }, build }, async (t) => {
      for (const url of pages) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toContain(`<title>shell</title>${DEVELOPMENT_META}</head>`);
      }
    });
  });

  it('production and test never do', async () => {
    for (const env of [productionEnv(), { APP_ENV: 'test' }]) {
      await withTestApp({ env, build }, async (t) => {
        for (const url of pages) {
          const res = await t.app.inject({ method: 'GET', url });
          expect(res.body, `${env.APP_ENV} ${url}`).not.toContain('app-env');
        }
      });
    }
  });
});
