/**
 * Bad input, for every route of the contract: generated invalid requests (see cases.ts) against the
 * real app on the embedded database. Every answer is a 4xx in the one error shape (never a 5xx, never a
 * hang) when the contract's own schema rejects the input, never a 5xx otherwise, and a refused request
 * changes nothing (database digest before and after; see digest.ts for what is left out and why).
 * FUZZ_SEED picks the random part (printed on failure); the case budget is fixed.
 */
import { contract, errorBody, type RouteDef } from '@cum/shared/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../api/test/helpers/test-app.ts';
import { casesFor, type FuzzCase } from './cases.ts';
import { databaseDigest } from './digest.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const TIMEOUT_MS = 10_000;

const routes = Object.entries(contract).flatMap(([feature, group]) =>
  Object.entries(group as Record<string, RouteDef>).map(([name, route]) => ({
    id: `${feature}.${name}`,
    route,
  })),
);

function urlOf(route: RouteDef, c: FuzzCase): string {
  const path = route.path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => {
    const v = c.params[name] ?? '';
    // Deliberately broken percent-encoding goes out as is; everything else is encoded.
    return v.startsWith('%') ? v : encodeURIComponent(v);
  });
  return c.query ? `${path}?${c.query}` : path;
}

describe('bad input on every route', () => {
  const t = useTestApp({
    env: { BOT_TOKEN: '1234567890:FUZZ_TOKEN_not_a_real_bot_abcdefghij', BOT_USERNAME: 'cum_fuzz_bot' },
  });
  const headers: Record<'public' | 'user' | 'admin', Record<string, string>> = {
    public: {},
    user: {},
    admin: {},
  };

  beforeAll(async () => {
    headers.user = (await t.signedInUser({ username: 'fuzz_user' })).headers;
    headers.admin = (await t.signedInUser({ username: 'fuzz_admin', isAdmin: true })).headers;
    // Warm-up: the first authenticated request of the day marks the user active (a legitimate write).
    for (const h of [headers.user, headers.admin])
      await t.app.inject({ method: 'GET', url: '/api/user', headers: h });
  });

  // One test per feature, so a failure names the feature and each stays well inside its timeout.
  const features = [...new Set(routes.map((r) => r.id.split('.')[0] as string))];
  it.each(features)(
    '%s: every invalid request gets a 4xx in the error shape and changes nothing',
    async (feature) => {
      // A baseline after the ledger tally has folded what accepted requests posted: its fold would
      // otherwise land in the middle of a later refused case.
      const settled = async () => {
        await t.services.tally.drain();
        return databaseDigest(t.services.connection);
      };
      let baseline = await settled();
      const problems: string[] = [];
      let total = 0;
      for (const [i, { id, route }] of routes.entries()) {
        if (!id.startsWith(`${feature}.`)) continue;
        for (const c of casesFor(route, SEED + i)) {
          total++;
          const what = `${id} ${route.method} ${route.path} [${c.label}] (FUZZ_SEED=${SEED})`;
          const res = await Promise.race([
            t.app.inject({
              method: route.method,
              url: urlOf(route, c),
              headers: {
                ...(c.headers ?? headers[route.access]),
                ...(c.contentType ? { 'content-type': c.contentType } : {}),
              },
              ...(c.payload !== undefined ? { payload: c.payload } : {}),
            }),
            new Promise<null>((resolve) => setTimeout(() => resolve(null), TIMEOUT_MS)),
          ]);
          if (!res) {
            problems.push(`${what}: no answer in ${TIMEOUT_MS} ms`);
            continue;
          }
          const status = res.statusCode;
          if (status >= 500) {
            problems.push(`${what}: ${status} ${res.body.slice(0, 200)}`);
            baseline = await settled();
            continue;
          }
          if (status < 400) {
            if (c.mustRefuse) problems.push(`${what}: accepted with ${status}`);
            // Valid after all (optional fields): it may change things; start a new baseline.
            baseline = await settled();
            continue;
          }
          let body: unknown = null;
          try {
            body = res.json();
          } catch {}
          if (!errorBody.safeParse(body).success)
            problems.push(`${what}: ${status} not in the error shape: ${res.body.slice(0, 200)}`);
          const after = await databaseDigest(t.services.connection);
          if (after !== baseline) {
            problems.push(`${what}: refused with ${status} but the database changed`);
            baseline = after;
          }
        }
      }
      expect(total).toBeGreaterThan(0);
      expect(problems, `${problems.length} of ${total} cases failed`).toEqual([]);
    },
  );
});
