import { describe, expect, it } from 'vitest';
import { contract, type RouteDef } from '../../src/contract/index.ts';

// Section 7 of the product spec, verbatim (method and path; {x} is a path parameter).
const specCalls = `
GET /api/user
POST /api/auth/telegram
POST /api/auth/register
POST /api/auth/login
POST /api/auth/wallet
POST /api/auth/logout
GET /api/referral/stats
GET /api/referral/code
GET /api/referral/list
POST /api/referral/use
GET /api/rewards/can-claim
POST /api/rewards/claim
GET /api/tasks
GET /api/user-tasks
POST /api/tasks/{id}/start
POST /api/tasks/{id}/trigger
POST /api/tasks/{id}/claim
POST /api/tasks/{id}/complete
POST /api/videos/watch
POST /api/videos/social-action
POST /api/games/{gameId}/play
GET /api/rooms
GET /api/user-rewards
PATCH /api/user/update
PATCH /api/user/settings
POST /api/onboarding/complete
POST /api/welcome-bonus/claim
GET /api/admin/stats
GET /api/admin/users
GET /api/admin/activity
PATCH /api/admin/users/{userId}/admin
POST /api/admin/tasks
PATCH /api/admin/tasks/{taskId}
DELETE /api/admin/tasks/{taskId}
POST /api/admin/rooms
PATCH /api/admin/rooms/{roomId}
DELETE /api/admin/rooms/{roomId}
POST /api/newsletter
POST /api/platform-test
`
  .trim()
  .split('\n');

const allRoutes: RouteDef[] = Object.values(contract).flatMap((feature) => Object.values(feature));
const normalize = (path: string) => path.replace(/\{[^}]+\}|:[A-Za-z0-9_]+/g, ':param');
const declared = new Set(allRoutes.map((r) => `${r.method} ${normalize(r.path)}`));

describe('contract coverage of spec section 7', () => {
  it.each(specCalls)('%s has a contract entry', (call) => {
    const [method, path] = call.split(' ');
    expect(declared.has(`${method} ${normalize(path ?? '')}`)).toBe(true);
  });

  it('declares no path twice', () => {
    const keys = allRoutes.map((r) => `${r.method} ${normalize(r.path)}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps every path under /api and admin paths admin-only', () => {
    for (const r of allRoutes) {
      expect(r.path.startsWith('/api/')).toBe(true);
      if (r.path.startsWith('/api/admin/')) expect(r.access).toBe('admin');
    }
  });

  it('names every path parameter in the params schema', () => {
    for (const r of allRoutes) {
      const names = [...r.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
      if (names.length === 0) continue;
      const shape = (r.params as unknown as { shape: Record<string, unknown> } | undefined)?.shape ?? {};
      expect(Object.keys(shape).sort()).toEqual(names.sort());
    }
  });
});
