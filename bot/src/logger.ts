/**
 * The logging surface the bot needs. pino's logger fits it as is, so the API can hand in its own;
 * the standalone process uses the JSON-lines console logger below.
 */
export interface BotLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

type Level = 'info' | 'warn' | 'error';

// JSON.stringify drops an Error's own fields, which would hide the very thing worth logging.
function serialize(value: unknown): unknown {
  if (value instanceof Error) {
    return { type: value.name, message: value.message, stack: value.stack };
  }
  return value;
}

export function createConsoleLogger(bindings: Record<string, unknown> = { name: 'bot' }): BotLogger {
  const write = (level: Level) => (obj: object, msg?: string) => {
    const fields = Object.fromEntries(Object.entries(obj).map(([key, value]) => [key, serialize(value)]));
    const line = JSON.stringify({ level, time: new Date().toISOString(), ...bindings, ...fields, msg });
    if (level === 'info') console.log(line);
    else console.error(line);
  };
  return { info: write('info'), warn: write('warn'), error: write('error') };
}
