import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { badRequest } from '../../lib/errors.ts';

/**
 * ASVS 5.0 V6: length 8..128 (the contract checks it), no composition rules, and no password from
 * the common-password lists. zxcvbn scores 0..4; below 2 means "found in the lists or as guessable as
 * if it were" (password, 12345678, eight spaces, qwertyuiop, the user's own email or name).
 */
export const MIN_PASSWORD_SCORE = 2;

let factory: ZxcvbnFactory | null = null;
// Built on first use: loading the dictionaries takes ~0.2 s, which start-up need not pay.
const checker = () => {
  factory ??= new ZxcvbnFactory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs });
  return factory;
};

/** Throws 400 naming body.password with the reason when the password is too easy to guess. */
export function assertStrongPassword(password: string, userInputs: (string | null | undefined)[] = []) {
  const inputs = userInputs.filter((s): s is string => !!s).flatMap((s) => [s, ...s.split(/[@._+-]/)]);
  const result = checker().check(password, inputs);
  if (result.score >= MIN_PASSWORD_SCORE) return;
  throw badRequest(
    'body.password: This password is too easy to guess: it is one of the most common passwords or close to one. Please choose a longer, less predictable one (a few unrelated words work well).',
  );
}
