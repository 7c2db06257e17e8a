import { contract, type RouteDef } from '@cum/shared/contract';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute, requireAccessGuard } from '../../src/http/define-route.ts';
import { useTestApp } from '../helpers/test-app.ts';

const OBJECT_ID = '65a1b2c3d4e5f60718293a4b';
const allRoutes = Object.entries(contract).flatMap(([feature, routes]) =>
  Object.entries(routes as Record<string, RouteDef>).map(([name, route]) => ({ feature, name, route })),
);
const adminRoutes = allRoutes.filter((r) => r.route.access === 'admin');
const paramsOf = (route: RouteDef) =>
  Object.fromEntries([...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map(([, p]) => [p, OBJECT_ID]));

describe('one access guard', () => {
  it('every contract route under /api/admin/ declares admin access', () => {
    const undeclared = allRoutes.filter(
      (r) => r.route.path.startsWith('/api/admin/') && r.route.access !== 'admin',
    );
    expect(undeclared.map((r) => `${r.feature}.${r.name}`)).toEqual([]);
    expect(adminRoutes.length).toBeGreaterThanOrEqual(13);
  });

  it('refuses an /api route registered without defineRoute when the app is built', async () => {
    const app = Fastify();
    requireAccessGuard(app);
    expect(() => app.get('/api/raw', async () => ({ ok: true }))).toThrow(/defineRoute/);
    expect(() =>
      app.get('/api/declared-only', { config: { access: 'public' } }, async () => ({ ok: true })),
    ).toThrow(/defineRoute/);
    // Outside /api (the static miniapp) nothing is required.
    expect(() => app.get('/index.html', async () => 'ok')).not.toThrow();
    const probe = {
      method: 'GET',
      path: '/api/probe',
      access: 'user',
      summary: 'probe',
      response: z.object({}),
    };
    expect(() => defineRoute(app, probe as RouteDef, async () => ({}))).not.toThrow();
    await app.close();
  });

  describe('on the real app', () => {
    const t = useTestApp();

    it('registers every contract route (each one through the guard, or the app would not build)', () => {
      const missing = allRoutes.filter(
        ({ route }) => !t.app.hasRoute({ method: route.method, url: route.path }),
      );
      expect(missing.map((r) => `${r.route.method} ${r.route.path}`)).toEqual([]);
    });

    it.each(adminRoutes.map((r) => [`${r.feature}.${r.name}`, r.route] as const))(
      '%s is refused to a signed-in user (403) and to nobody (401)',
      async (_name, route) => {
        const input = { params: paramsOf(route), ...(route.body ? { body: {} } : {}) };
        const anon = await t.call(route, input);
        expect(anon.status).toBe(401);
        const { headers } = await t.signedInUser({ isAdmin: false });
        const res = await t.call(route, { ...input, headers });
        expect(res.status, JSON.stringify(res.json)).toBe(403);
        expect(res.json).toMatchObject({ error: 'forbidden', message: 'Admins only.' });
      },
    );
  });
});
