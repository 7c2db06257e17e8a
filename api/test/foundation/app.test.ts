import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contract } from '@cum/shared/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { accessGuard } from '../../src/http/define-route.ts';
import { useTestApp } from '../helpers/test-app.ts';

describe('API foundation', () => {
  const t = useTestApp();
  beforeAll(async () => {
    t.app.log.level = 'silent';
  });

  it('answers health once the database is connected', async () => {
    expect(await t.ok(contract.misc.health)).toEqual({ status: 'ok' });
  });

  it('answers the public client config', async () => {
    const cfg = await t.ok(contract.misc.config);
    expect(cfg).toMatchObject({ appEnv: 'test', rewardIntervalMinutes: 60 });
  });

  it('answers unknown API paths with the JSON error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: 'No such endpoint: GET /api/nope' });
  });

  it('names the field of a validation error and changes nothing', async () => {
    // Counted first: other tests of this file (any order) subscribe addresses of their own.
    const before = await t.services.models.NewsletterSubscriber.countDocuments();
    const err = await t.fails(contract.misc.newsletter, 400, { body: { email: 'not-an-email' } });
    expect(err.error).toBe('bad_request');
    expect(err.message).toMatch(/^body\.email: /);
    expect(err.issues?.[0]?.path).toBe('body.email');
    expect(await t.services.models.NewsletterSubscriber.countDocuments()).toBe(before);
  });

  it('refuses operator objects where a string is expected', async () => {
    const err = await t.fails(contract.misc.newsletter, 400, { body: { email: { $ne: '' } } });
    expect(err.message).toMatch(/body\.email/);
  });

  it('answers malformed JSON with a 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'bad_request' });
  });

  it('treats an empty JSON body as no body', async () => {
    const empty = { 'content-type': 'application/json' };
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: empty,
      payload: '',
    });
    expect(logout.statusCode).toBe(200);
    const news = await t.app.inject({ method: 'POST', url: '/api/newsletter', headers: empty, payload: '' });
    expect(news.statusCode).toBe(400);
    expect(news.json().message).toMatch(/^body/);
  });

  it('refuses a body over the size limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: `${'a'.repeat(100_000)}@x.io` }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: 'payload_too_large' });
  });

  it('subscribes to the newsletter idempotently', async () => {
    const body = { email: 'Fan@Example.com' };
    expect((await t.ok(contract.misc.newsletter, { body })).message).toMatch(/Thank you for subscribing/);
    await t.ok(contract.misc.newsletter, { body });
    expect(await t.services.models.NewsletterSubscriber.countDocuments({ email: 'fan@example.com' })).toBe(1);
  });

  it('refuses state-changing requests from a foreign Origin', async () => {
    const res = await t.call(contract.misc.newsletter, {
      body: { email: 'x@y.io' },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ error: 'forbidden' });
    const same = await t.call(contract.misc.newsletter, {
      body: { email: 'x@y.io' },
      headers: { origin: 'http://localhost:3000' },
    });
    expect(same.status).toBe(200);
  });

  it('sends security headers that still let Telegram embed the app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain('frame-ancestors');
    expect(csp).toContain('https://web.telegram.org');
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the OpenAPI document outside production', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/health');
  });
});

describe('internal errors and the web app fallback', () => {
  const dist = mkdtempSync(join(tmpdir(), 'dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>shell</title>');
  const t = useTestApp({
    build: async (opts) => {
      const app = await buildApp({ ...opts, staticRoot: dist });
      // Even a test's route goes through the one access guard (the app refuses it otherwise).
      app.get('/api/boom', { config: { access: 'public' }, onRequest: accessGuard }, async () => {
        throw new Error('secret database detail');
      });
      return app;
    },
  });

  it('hides 5xx details from the client', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: 'internal_error',
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(res.body).not.toContain('secret');
  });

  it('serves index.html for any non-API path (SPA fallback)', async () => {
    for (const url of ['/', '/app/tasks', '/login?redirect=%2Fapp', '/some/unknown/page']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<title>shell</title>');
    }
  });
});
