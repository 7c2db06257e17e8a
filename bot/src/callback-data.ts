/**
 * Inline-button payloads, packed and read in one place: `<feature>:<action>[:<arg>...]`. Telegram
 * caps callback_data at 64 bytes, so packing checks the size instead of letting Telegram refuse it.
 */
const MAX_BYTES = 64;
const PART = /^[A-Za-z0-9_-]+$/;

export function packCallback(feature: string, action: string, ...args: string[]): string {
  const parts = [feature, action, ...args];
  for (const part of parts) {
    if (!PART.test(part)) throw new Error(`callback data part ${JSON.stringify(part)} is not [A-Za-z0-9_-]+`);
  }
  const data = parts.join(':');
  if (Buffer.byteLength(data) > MAX_BYTES) throw new Error(`callback data over ${MAX_BYTES} bytes: ${data}`);
  return data;
}

export interface ParsedCallback {
  feature: string;
  action: string;
  args: string[];
}

/** null for anything we did not pack (old buttons, forged updates). */
export function parseCallback(data: string | undefined): ParsedCallback | null {
  if (!data || Buffer.byteLength(data) > MAX_BYTES) return null;
  const parts = data.split(':');
  if (parts.length < 2 || !parts.every((p) => PART.test(p))) return null;
  const [feature, action, ...args] = parts as [string, string, ...string[]];
  return { feature, action, args };
}

/** A regular expression matching the callbacks of one feature, for `bot.callbackQuery(...)`. */
export const callbackOf = (feature: string) => new RegExp(`^${feature}:`);
