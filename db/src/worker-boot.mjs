// Entry of the database's worker thread. The package ships TypeScript sources, and a worker does not
// inherit the loader its parent got from the command line (tsx) or from vitest, so it registers tsx's.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
