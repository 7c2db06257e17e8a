/**
 * The logging surface the bot needs. The entry's pino logger (server/) fits it as is: one logger, one
 * JSON shape for the whole process.
 */
export interface BotLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}
