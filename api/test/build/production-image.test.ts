import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

// There is no Docker engine in CI: the images are proved from the Dockerfile's stages and from npm's
// own view of the production dependency set the `deps` stage installs.
const root = resolve(import.meta.dirname, '../../..');
const EMBEDDED_DB = ['@cum/embedded-mongo', 'mingo', 'sorted-btree'];
const DEV_TOOLS = ['tsx', 'esbuild', 'vitest', '@cum/embedded-mongo'];

interface Stage {
  name: string;
  from: string;
  lines: string[];
}

/** The Dockerfile's stages, each with its FROM and its instructions (comments and blanks dropped). */
function stages(): Map<string, Stage> {
  const text = readFileSync(join(root, 'Dockerfile'), 'utf8').replace(/\\\n\s*/g, ' ');
  const result = new Map<string, Stage>();
  let current: Stage | null = null;
  for (const line of text.split('\n').map((l) => l.trim())) {
    if (!line || line.startsWith('#')) continue;
    const from = line.match(/^FROM\s+(\S+)(?:\s+AS\s+(\S+))?$/i);
    if (from) {
      current = { name: from[2] ?? `#${result.size}`, from: from[1] ?? '', lines: [] };
      result.set(current.name, current);
    } else current?.lines.push(line);
  }
  return result;
}

/** A stage and the stages it is built FROM, nearest first. */
function chain(all: Map<string, Stage>, name: string): Stage[] {
  const out: Stage[] = [];
  for (let s = all.get(name); s; s = all.get(s.from)) out.push(s);
  return out;
}

const copies = (s: Stage[]) => s.flatMap((st) => st.lines.filter((l) => /^COPY\s/i.test(l)));

describe('the production images (Dockerfile)', () => {
  const all = stages();

  it('has one shared base and an api and a bot target on a supported Node LTS', () => {
    expect([...all.keys()]).toEqual(
      expect.arrayContaining(['base', 'build', 'deps', 'runtime', 'api', 'bot']),
    );
    for (const s of all.values()) {
      if (all.has(s.from)) continue;
      const major = Number(s.from.match(/^node:(\d+)-/)?.[1]);
      // Even majors are the LTS lines; 24 is the active one (20 left support in April 2026).
      expect(major, s.from).toBeGreaterThanOrEqual(24);
      expect(major % 2, s.from).toBe(0);
    }
    expect(chain(all, 'api').map((s) => s.name)).toContain('runtime');
    expect(chain(all, 'bot').map((s) => s.name)).toContain('runtime');
    const compose = readFileSync(join(root, 'docker-compose.yml'), 'utf8');
    expect(compose.match(/^\s+target:\s*(\S+)/gm)?.map((l) => l.trim())).toEqual([
      'target: api',
      'target: bot',
    ]);
  });

  it('runs compiled JavaScript with plain node', () => {
    for (const [target, main] of [
      ['api', 'server/dist/main.js'],
      ['bot', 'server/dist/bot.js'],
    ] as const) {
      const cmd = chain(all, target)
        .flatMap((s) => s.lines)
        .find((l) => l.startsWith('CMD'));
      expect(cmd, target).toBe(`CMD ["node", "${main}"]`);
    }
  });

  it('ships no sources and no embedded database: only bundles, the web app and production node_modules', () => {
    for (const target of ['api', 'bot']) {
      for (const copy of copies(chain(all, target))) {
        const from = copy.match(/--from=(\S+)/)?.[1];
        const source = copy.replace(/^COPY\s+(--\S+\s+)*/i, '').split(/\s+/)[0] ?? '';
        if (from === 'deps') expect(['/app/node_modules', '/app/package.json'], copy).toContain(source);
        // Bundles, the web app, and the message catalogs the bot and the mails read at run time.
        else if (from === 'build')
          expect(source, copy).toMatch(/^\/app\/((api|server|miniapp)\/dist|shared\/locales)$/);
        else throw new Error(`${target} copies from the build context: ${copy}`);
      }
    }
    // The production install never sees the database package's manifest, so npm cannot install it.
    const deps = chain(all, 'deps');
    expect(copies(deps).filter((c) => /\bdb\//.test(c))).toEqual([]);
    const install = deps.flatMap((s) => s.lines).find((l) => /npm ci/.test(l)) ?? '';
    expect(install).toMatch(/--omit=dev/);
    expect(install).toMatch(/-w shared -w api -w bot -w server/);
  });

  it('the production dependency set of shared, api and bot has no embedded database and no dev tools', async () => {
    const { stdout } = await promisify(execFile)(
      'npm',
      ['ls', '--omit=dev', '-w', 'shared', '-w', 'api', '-w', 'bot', '--all', '--json'],
      { cwd: root, maxBuffer: 64 * 1024 * 1024 },
    );
    const names = new Set<string>();
    const visit = (deps: Record<string, { dependencies?: object }> | undefined) => {
      for (const [name, node] of Object.entries(deps ?? {})) {
        names.add(name);
        visit(node.dependencies as Record<string, { dependencies?: object }> | undefined);
      }
    };
    visit((JSON.parse(stdout) as { dependencies?: Record<string, { dependencies?: object }> }).dependencies);
    // Sanity: the walk sees the real tree.
    expect(names).toContain('fastify');
    expect(names).toContain('grammy');
    expect(names).toContain('@cum/shared');
    for (const name of [...EMBEDDED_DB, ...DEV_TOOLS]) expect(names.has(name), name).toBe(false);
  }, 120_000);
});
