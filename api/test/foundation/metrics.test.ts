import { contract } from '@cum/shared/contract';
import { describe, expect, it } from 'vitest';
import { productionEnv, useTestApp, withTestApp } from '../helpers/test-app.ts';

/** The value of one sample line (`name{labels} value`) in Prometheus' text format; 0 when absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('GET /metrics', () => {
  const t = useTestApp();
  const scrape = async (headers: Record<string, string> = {}) => {
    const res = await t.inject({ method: 'GET', url: '/metrics', headers });
    return { status: res.statusCode, type: String(res.headers['content-type']), text: res.body };
  };

  it('answers Prometheus text: route latency, event-loop lag, and the ledger moving after a claim', async () => {
    const user = await t.signedInUser();
    const credits = 'cum_ledger_entries_total{kind="periodic_reward",direction="credit"}';
    const before = await scrape();
    expect(before.status).toBe(200);
    expect(before.type).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(before.text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(before.text).toContain('nodejs_eventloop_lag_seconds');

    await t.ok(contract.rewards.claim, { headers: user.headers });
    const after = await scrape();
    expect(sample(after.text, credits)).toBe(sample(before.text, credits) + 1);
    expect(
      sample(after.text, 'cum_ledger_amount_cum_total{kind="periodic_reward",direction="credit"}'),
    ).toBeGreaterThan(0);
    // Latency by route pattern (not by URL) and status.
    expect(after.text).toMatch(
      /http_request_duration_seconds_count\{method="POST",route="\/api\/rewards\/claim",status_code="200"\} 1\n/,
    );
    // A refused claim (too early) changes no ledger counter.
    await t.call(contract.rewards.claim, { headers: user.headers });
    expect(sample((await scrape()).text, credits)).toBe(sample(after.text, credits));
  });
});

describe('GET /metrics in production', () => {
  it('is not served without METRICS_TOKEN', async () => {
    await withTestApp({ env: productionEnv() }, async (t) => {
      expect((await t.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    });
  });

  it('needs Authorization: Bearer <METRICS_TOKEN>', async () => {
    const token = 'metrics-token-0123456789abcdef';
    await withTestApp({ env: productionEnv({ METRICS_TOKEN: token }) }, async (t) => {
      const get = (authorization?: string) =>
        t.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect((await get()).statusCode).toBe(401);
      expect((await get('Bearer wrong-token-0123456789abcdef')).statusCode).toBe(401);
      expect((await get(token)).statusCode).toBe(401);
      const ok = await get(`Bearer ${token}`);
      expect(ok.statusCode).toBe(200);
      expect(ok.body).toContain('http_request_duration_seconds');
    });
  });
});
