import { ConfigError, loadConfig } from '../config.ts';

// Used by `npm start` before building: a bad or missing variable stops start-up with its name.
try {
  loadConfig();
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}
