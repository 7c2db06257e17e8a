// What other packages (the bot) use from the API: the composition root and its types.
export { type Config, loadConfig } from './config.ts';
export { connectDatabase, type Database } from './db/connect.ts';
export { createServices, type Services } from './services.ts';
