/**
 * npx tsx tests/bench/profile-web.ts [path ...] — where the main thread's time goes while a page opens:
 * Debian's Chromium at 4x CPU slowdown (Lighthouse's mobile preset) with a CPU profile of the load, up
 * to the largest contentful paint + 1 s. Prints self time per script and the top functions, so a change
 * can be judged by its share of the work rather than by a Lighthouse score that swings with the load.
 * Pages default to /login and the signed-in /app. Env: WEB_BENCH_PORT (3320), RUNS (3).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { startApp } from '../faults/app-process.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const port = Number(process.env.WEB_BENCH_PORT ?? 3320);
const runs = Number(process.env.RUNS ?? 3);
const pagePaths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/login', '/app'];
const dataDir = mkdtempSync(join(tmpdir(), 'cum-web-profile-'));
const app = await startApp(dataDir, port);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const signIn = await fetch(`${app.base}/api/auth/telegram`, {
    method: 'POST',
    headers: { 'x-telegram-id': '555000112', 'x-telegram-username': 'profiler' },
  });
  const sid = (signIn.headers.getSetCookie().find((c) => c.startsWith('sid=')) ?? '').split(';')[0] ?? '';
  for (const [path, body] of [
    ['/api/onboarding/confirm-age', '{"confirmed":true}'],
    ['/api/onboarding/complete', ''],
  ] as const) {
    await fetch(`${app.base}${path}`, {
      method: 'POST',
      headers: { cookie: sid, 'content-type': 'application/json' },
      body,
    });
  }
  for (const path of pagePaths) {
    const byScript = new Map<string, number>();
    const byFunction = new Map<string, number>();
    let total = 0;
    const lcps: number[] = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
      const [name, value] = sid.split('=');
      if (path.startsWith('/app') && name && value)
        await context.addCookies([{ name, value, url: app.base }]);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      await page.goto(`${app.base}${path}`, { waitUntil: 'networkidle' });
      const lcp = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries();
              resolve(entries[entries.length - 1]?.startTime ?? 0);
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      lcps.push(lcp);
      await page.waitForTimeout(1000);
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
      const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
      profile.samples.forEach((id, i) => {
        const node = nodes.get(id);
        const dt = (profile.timeDeltas[i] ?? 0) / 1000;
        if (!node) return;
        const { functionName, url, lineNumber } = node.callFrame;
        if (functionName === '(idle)' || functionName === '(program)') return;
        total += dt;
        const script = url ? (url.split('/').pop() ?? url).replace(/-[\w-]{8}\.js$/, '.js') : functionName;
        byScript.set(script, (byScript.get(script) ?? 0) + dt);
        const fn = `${script} ${functionName || '(anonymous)'}:${lineNumber}`;
        byFunction.set(fn, (byFunction.get(fn) ?? 0) + dt);
      });
      await context.close();
    }
    const per = (ms: number) => (ms / runs).toFixed(0).padStart(6);
    console.log(
      `\n${path}: ${per(total)} ms of script/GC per load at 4x (mean of ${runs}), LCP ${lcps.map((l) => l.toFixed(0)).join(' / ')} ms`,
    );
    for (const [script, ms] of [...byScript].sort((a, b) => b[1] - a[1]).slice(0, 14))
      console.log(`  ${per(ms)} ms  ${script}`);
    console.log('  top functions (self):');
    for (const [fn, ms] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 12))
      console.log(`  ${per(ms)} ms  ${fn}`);
  }
} finally {
  await browser.close();
  await app.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
