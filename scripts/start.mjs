#!/usr/bin/env node
// `npm start`: check the configuration, build the web app when its build is missing or older than its
// sources, then run the server (API + web app + embedded database + bot when configured).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsx = ['--import', 'tsx'];

function run(args, opts = {}) {
  const r = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', ...opts });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

/** Newest modification time under the given paths (files or folders). */
function newest(paths) {
  let max = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const name of readdirSync(p)) if (name !== 'node_modules' && name !== 'dist') visit(join(p, name));
    } else max = Math.max(max, st.mtimeMs);
  };
  for (const p of paths) visit(join(root, p));
  return max;
}

// 1. Fail fast on bad configuration, before spending time on a build.
run([...tsx, 'api/src/cli/check-config.ts']);

// 2. Build the web app when needed.
const builtIndex = join(root, 'miniapp/dist/index.html');
const sources = [
  'miniapp/src',
  'miniapp/public',
  'miniapp/index.html',
  'miniapp/vite.config.ts',
  'shared/src',
];
if (!existsSync(builtIndex) || statSync(builtIndex).mtimeMs < newest(sources)) {
  console.log('Building the web app (miniapp/dist is missing or stale)...');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const r = spawnSync(npm, ['run', 'build', '-w', 'miniapp'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// 3. Run the server; forward signals so it shuts down gracefully. The server runs in its own process
// group, so a Ctrl-C in the terminal reaches it once (through here), not twice: a second signal means
// "exit now" to it (server/src/shutdown.ts).
const child = spawn(process.execPath, [...tsx, 'server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  detached: true,
});
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
