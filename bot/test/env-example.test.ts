import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BOT_ENV_VARIABLES, loadBotConfig } from '../src/config.ts';
import { TEST_TOKEN } from './helpers/fixtures.ts';

// The repository's .env.example: set lines (KEY=value) and documented-but-unset lines (# KEY=value).
const lines = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8').split('\n');
const assignment = /^(#\s*)?([A-Z][A-Z0-9_]*)=(.*)$/;
const entries = lines.flatMap((line) => {
  const match = assignment.exec(line.trim());
  return match ? [{ key: match[2]!, value: match[3]!, set: !match[1] }] : [];
});

describe('.env.example', () => {
  it('documents every variable the bot reads', () => {
    const documented = new Set(entries.map((entry) => entry.key));
    expect(BOT_ENV_VARIABLES.filter((key) => !documented.has(key))).toEqual([]);
  });

  it('holds values the bot accepts, both as set and once the examples are uncommented', () => {
    const set = Object.fromEntries(entries.filter((e) => e.set).map((e) => [e.key, e.value]));
    expect(() => loadBotConfig({ ...set, BOT_TOKEN: TEST_TOKEN })).not.toThrow();
    const all = Object.fromEntries(entries.map((e) => [e.key, e.value]));
    // The placeholder token is deliberately not a real one; every other example must parse.
    expect(() => loadBotConfig({ ...all, BOT_TOKEN: TEST_TOKEN })).not.toThrow();
  });

  it('gives every variable a one-line comment and sets nothing to an empty value', () => {
    entries.forEach((entry) => {
      expect(entry.value, entry.key).not.toBe('');
    });
    lines.forEach((line, index) => {
      if (!/^[A-Z]/.test(line)) return;
      expect(lines[index - 1]?.startsWith('#'), `${line} has a comment above it`).toBe(true);
    });
  });
});
