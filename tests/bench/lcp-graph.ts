/**
 * npx tsx tests/bench/lcp-graph.ts [path ...] — what Lighthouse's simulated LCP is made of. Runs one
 * Lighthouse mobile load of each page (default /login and the signed-in /app) and prints the nodes of
 * Lantern's pessimistic LCP graph with their simulated start and end: every network request and CPU
 * task the simulation waits for (a CPU task's simulated time is its observed time x 4). bench:web
 * prints the result; this shows which request or task sets it, so a change can aim at the right one.
 * Env: WEB_BENCH_PORT (3320), CHROME_PATH.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { startApp } from '../faults/app-process.ts';
import { signedInCookie } from './web-user.ts';

interface Node {
  type: 'network' | 'cpu';
  request?: {
    url: string;
    transferSize: number;
    resourceType: string;
    priority: string;
    rendererStartTime: number;
    networkRequestTime: number;
  };
  childEvents?: Array<{ name: string; args?: { data?: { url?: string; functionName?: string } } }>;
  event?: { dur: number };
}
interface Timing {
  startTime: number;
  endTime: number;
}

const port = Number(process.env.WEB_BENCH_PORT ?? 3320);
const wanted = process.argv.slice(2);
const dataDir = mkdtempSync(join(tmpdir(), 'cum-lcp-graph-'));
const app = await startApp(dataDir, port);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
try {
  const cookie = await signedInCookie(app.base, '555000112', 'lcpgraph');
  for (const path of wanted.length > 0 ? wanted : ['/login', '/app']) {
    const headers: Record<string, string> = path.startsWith('/app') ? { Cookie: cookie } : {};
    const result = await lighthouse(`${app.base}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      extraHeaders: headers,
    });
    if (!result) throw new Error(`no Lighthouse result for ${path}`);
    const { artifacts, lhr } = result;
    const context = { computedCache: new Map(), settings: lhr.configSettings };
    const data = {
      trace: artifacts.Trace ?? artifacts.traces?.defaultPass,
      devtoolsLog: artifacts.DevtoolsLog ?? artifacts.devtoolsLogs?.defaultPass,
      gatherContext: artifacts.GatherContext,
      settings: lhr.configSettings,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps,
      simulator: null,
    };
    const metric = await LanternLargestContentfulPaint.request(data, context);
    const lcpElement = (lhr.audits['largest-contentful-paint-element']?.details as { items?: unknown[] })
      ?.items;
    console.log(
      `\n${path}: LCP ${Math.round(metric.timing)} ms (optimistic ${Math.round(metric.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(metric.pessimisticEstimate.timeInMs)})`,
    );
    console.log(JSON.stringify(lcpElement).slice(0, 600));
    for (const [label, estimate] of [
      ['optimistic', metric.optimisticEstimate],
      ['pessimistic', metric.pessimisticEstimate],
    ] as const) {
      console.log(`-- ${label}: start ms, end ms, node`);
      const origin = (metric.pessimisticGraph as { request: { rendererStartTime: number } }).request
        .rendererStartTime;
      const rows = [...(estimate.nodeTimings as Map<Node, Timing>).entries()].sort(
        (a, b) => a[1].startTime - b[1].startTime,
      );
      let cpu = 0;
      for (const [node, timing] of rows) {
        let what: string;
        if (node.type === 'network') {
          const r = node.request;
          what = `net ${r?.priority} (observed ${Math.round((r?.rendererStartTime ?? 0) - origin)}/${Math.round((r?.networkRequestTime ?? 0) - origin)} ms) ${r?.resourceType} ${r?.url.replace(app.base, '')} ${((r?.transferSize ?? 0) / 1024).toFixed(1)} KiB`;
        } else {
          cpu += timing.endTime - timing.startTime;
          const scripts = new Set(
            (node.childEvents ?? [])
              .filter((e) => e.name === 'EvaluateScript' || e.name === 'v8.evaluateModule')
              .map((e) => (e.args?.data?.url ?? '').replace(`${app.base}/assets/`, '')),
          );
          const names = new Set((node.childEvents ?? []).map((e) => e.name));
          what = `cpu ${[...scripts].join(' ')} [${['Layout', 'Paint', 'ParseHTML', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'v8.evaluateModule', 'EvaluateScript'].filter((n) => names.has(n)).join(',')}] {${[...names].slice(0, 12).join(' ')}}`;
        }
        console.log(`${Math.round(timing.startTime)}\t${Math.round(timing.endTime)}\t${what}`);
      }
      console.log(`   simulated CPU in graph: ${Math.round(cpu)} ms`);
    }
  }
} finally {
  await chrome.kill();
  await app.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
