/**
 * npx tsx tests/bench/profile-web.ts [path ...] — where the main thread's time goes while a page opens:
 * Debian's Chromium at 4x CPU slowdown (Lighthouse's mobile preset) with a CPU profile of the load, up
 * to the largest contentful paint + 1 s. Prints self time per script and per package (by the source maps), so a change
 * can be judged by its share of the work rather than by a Lighthouse score that swings with the load.
 * Pages default to /login and the signed-in /app. Env: WEB_BENCH_PORT (3320), RUNS (3), FUNCTIONS=1
 * (also the top functions), INCLUSIVE=<source path part> (inclusive time of those frames),
 * FILES=1 (source files instead of packages).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { startApp } from '../faults/app-process.ts';
import { signedInCookie } from './web-user.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** Per generated line, the [column, source] segments of a source map (enough to name a package). */
function decodeMap(map: { sources: string[]; mappings: string }) {
  const lines: Array<Array<[number, number, number]>> = [];
  let source = 0;
  let originalLine = 0;
  for (const line of map.mappings.split(';')) {
    let column = 0;
    const segments: Array<[number, number, number]> = [];
    for (const segment of line ? line.split(',') : []) {
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = B64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0] ?? 0;
      if (fields.length > 1) {
        source += fields[1] ?? 0;
        originalLine += fields[2] ?? 0;
      }
      segments.push([column, source, originalLine]);
    }
    lines.push(segments);
  }
  return { sources: map.sources, lines };
}
const root = new URL('../..', import.meta.url).pathname;
const maps = new Map<string, ReturnType<typeof decodeMap> | null>();
/** The package (or our source folder) a script position belongs to, by the chunk's source map. */
function origin(url: string, line: number, column: number): string | undefined {
  if (!url.includes('/assets/')) return undefined;
  if (!maps.has(url)) {
    // The server does not serve source maps: read them from the build.
    const file = join(root, 'miniapp/dist/assets', `${url.split('/').pop()}.map`);
    maps.set(url, existsSync(file) ? decodeMap(JSON.parse(readFileSync(file, 'utf8'))) : null);
  }
  const map = maps.get(url);
  const segments = map?.lines[line];
  if (!map || !segments?.length) return undefined;
  let found = segments[0];
  for (const segment of segments) {
    if (segment[0] > column) break;
    found = segment;
  }
  const source = map.sources[found?.[1] ?? 0] ?? '';
  if (process.env.FILES === 'lines') return `${source.replace(/^(\.\.\/)+/, '')}:${(found?.[2] ?? 0) + 1}`;
  if (process.env.FILES) return source.replace(/^(\.\.\/)+/, '');
  const pkg = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1];
  return pkg ?? source.replace(/^(\.\.\/)+/, '').replace(/\/[^/]+$/, '/');
}

const port = Number(process.env.WEB_BENCH_PORT ?? 3320);
const runs = Number(process.env.RUNS ?? 3);
const inclusive = process.env.INCLUSIVE;
const pagePaths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/login', '/app'];
const dataDir = mkdtempSync(join(tmpdir(), 'cum-web-profile-'));
const app = await startApp(dataDir, port);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const sid = await signedInCookie(app.base, '555000112', 'profiler');
  for (const path of pagePaths) {
    const byScript = new Map<string, number>();
    const byOrigin = new Map<string, number>();
    const byFunction = new Map<string, number>();
    let total = 0;
    let inclusiveMs = 0;
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
      const parents = new Map<number, number>();
      for (const n of profile.nodes) for (const child of n.children ?? []) parents.set(child, n.id);
      // Inclusive time of frames whose source matches INCLUSIVE (e.g. shared/src/contract): what the
      // contract's module bodies cost, schema building in zod included.
      const within = (id: number, pattern: string) => {
        for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
          const frame = nodes.get(at)?.callFrame;
          if (frame && origin(frame.url, frame.lineNumber, frame.columnNumber)?.includes(pattern))
            return true;
        }
        return false;
      };
      for (const [i, id] of profile.samples.entries()) {
        const node = nodes.get(id);
        const dt = (profile.timeDeltas[i] ?? 0) / 1000;
        if (!node) continue;
        const { functionName, url, lineNumber, columnNumber } = node.callFrame;
        if (functionName === '(idle)' || functionName === '(program)') continue;
        total += dt;
        const from = origin(url, lineNumber, columnNumber) ?? functionName;
        if (inclusive && within(id, inclusive)) inclusiveMs += dt;
        byOrigin.set(from, (byOrigin.get(from) ?? 0) + dt);
        const script = url ? (url.split('/').pop() ?? url).replace(/-[\w-]{8}\.js$/, '.js') : functionName;
        byScript.set(script, (byScript.get(script) ?? 0) + dt);
        const fn = `${script} ${functionName || '(anonymous)'}:${lineNumber}`;
        byFunction.set(fn, (byFunction.get(fn) ?? 0) + dt);
      }
      await context.close();
    }
    const per = (ms: number) => (ms / runs).toFixed(0).padStart(6);
    console.log(
      `\n${path}: ${per(total)} ms of script/GC per load at 4x (mean of ${runs}), LCP ${lcps.map((l) => l.toFixed(0)).join(' / ')} ms`,
    );
    for (const [script, ms] of [...byScript].sort((a, b) => b[1] - a[1]).slice(0, 14))
      console.log(`  ${per(ms)} ms  ${script}`);
    if (inclusive) console.log(`  ${per(inclusiveMs)} ms  inclusive time under ${inclusive}`);
    console.log('  by package or source folder (source maps):');
    for (const [from, ms] of [...byOrigin].sort((a, b) => b[1] - a[1]).slice(0, 14))
      console.log(`  ${per(ms)} ms  ${from}`);
    if (process.env.FUNCTIONS) {
      console.log('  top functions (self):');
      for (const [fn, ms] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 12))
        console.log(`  ${per(ms)} ms  ${fn}`);
    }
  }
} finally {
  await browser.close();
  await app.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
