/**
 * `npm run db:repair`: salvages a damaged data directory (DATA_DIR, default ./.data) after start-up
 * refused it; see repair.ts. Prints what it kept and what it dropped; exits 1 when it could not repair.
 */
import { formatRepair, repairDataDir } from './repair.ts';

const dir = process.env.DATA_DIR ?? './.data';
if (dir === 'memory') {
  process.stderr.write('db:repair: DATA_DIR=memory has no files to repair\n');
  process.exit(1);
}
try {
  process.stdout.write(`${formatRepair(repairDataDir(dir))}\n`);
} catch (e) {
  process.stderr.write(`db:repair failed, nothing was changed: ${(e as Error).message}\n`);
  process.exit(1);
}
