import { contract, type RouteDef } from '@cum/shared/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../helpers/test-app.ts';

const OBJECT_ID = '65a1b2c3d4e5f60718293a4b';

/** Valid-looking input for a route: every path parameter filled, and a plausible body. */
/** A call's input; `userId` names a real user where the route reads one (the admin's own page). */
function inputFor(name: string, route: RouteDef, userId = OBJECT_ID) {
  const params = Object.fromEntries(
    [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map(([, p]) => [
      p,
      p === 'roomId' ? 'room-1' : p === 'userId' ? userId : OBJECT_ID,
    ]),
  ) as Record<string, string>;
  const bodies: Record<string, unknown> = {
    setAdmin: { isAdmin: true },
    adjustBalance: { amount: 100, reason: 'goodwill credit' },
    createTask: { title: 'Follow us', description: 'Follow the channel', reward: 25, type: 'daily' },
    updateTask: { title: 'Follow us again' },
    createRoom: { roomId: 'room-1', modelName: 'Model', roomTitle: 'Live now' },
    updateRoom: { roomTitle: 'Still live' },
  };
  const body = route.body ? (bodies[name] ?? {}) : undefined;
  return { params, ...(body !== undefined ? { body } : {}) };
}

const allRoutes = Object.entries(contract).flatMap(([feature, routes]) =>
  Object.entries(routes as Record<string, RouteDef>).map(([name, route]) => ({ feature, name, route })),
);

describe('roles enforced on the server', () => {
  const t = useTestApp();

  it('covers every admin route of the contract', () => {
    expect(Object.keys(contract.admin).length).toBeGreaterThanOrEqual(13);
    for (const route of Object.values(contract.admin)) expect(route.access).toBe('admin');
  });

  for (const [name, route] of Object.entries(contract.admin) as Array<[string, RouteDef]>) {
    it(`${route.method} ${route.path}: 401 anonymous, 403 for a signed-in non-admin`, async () => {
      const input = inputFor(name, route);
      const anon = await t.call(route, input);
      expect(anon.status, JSON.stringify(anon.json)).toBe(401);
      expect(anon.json).toMatchObject({ error: 'unauthorized' });

      const { headers } = await t.signedInUser({ isAdmin: false });
      const res = await t.call(route, { ...input, headers });
      expect(res.status, JSON.stringify(res.json)).toBe(403);
      expect(res.json).toMatchObject({ error: 'forbidden' });
    });
  }

  it('lets an admin through to every GET admin route', async () => {
    const { headers, user } = await t.adminUser();
    for (const [name, route] of Object.entries(contract.admin) as Array<[string, RouteDef]>) {
      if (route.method !== 'GET') continue;
      const res = await t.call(route, { ...inputFor(name, route, user._id.toHexString()), headers });
      expect(res.status, `${route.path} ${JSON.stringify(res.json)}`).toBe(200);
    }
  });

  it('answers 401 to anonymous calls of every signed-in route', async () => {
    const userRoutes = allRoutes.filter((r) => r.route.access === 'user');
    expect(userRoutes.length).toBeGreaterThan(20);
    for (const { name, route } of userRoutes) {
      const res = await t.call(route, inputFor(name, route));
      expect(res.status, `${route.method} ${route.path}`).toBe(401);
    }
  });

  it('checks access before validating the body (a non-admin learns nothing about the input)', async () => {
    const { headers } = await t.signedInUser();
    const res = await t.call(contract.admin.createTask, { headers, body: { reward: 'lots' } });
    expect(res.status).toBe(403);
  });

  it('does not let a deleted account in with its old session', async () => {
    const { user, headers } = await t.signedInUser();
    await t.services.models.User.updateOne({ _id: user._id }, { $set: { deletedAt: new Date() } });
    expect((await t.call(contract.profile.getUser, { headers })).status).toBe(401);
  });
});

describe('the /api/admin/ guard', () => {
  // The URL-prefix rule is gone: contract routes under /api/admin/ all declare `admin` (see
  // test/architecture/access.test.ts) and a route that skips defineRoute's guard cannot be registered.
  it('refuses to build an app with an /api/admin/ route that skips the access guard', async () => {
    const { buildApp } = await import('../../src/app.ts');
    await expect(
      createTestApp({
        build: async (opts) => {
          const app = await buildApp(opts);
          app.get('/api/admin/oops', { config: { access: 'public' } }, async () => ({ secret: true }));
          return app;
        },
      }),
    ).rejects.toThrow(/defineRoute/);
  });
});
