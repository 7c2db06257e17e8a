import { describe, expect, it } from 'vitest';
import { humanFieldMessage, splitFieldPaths } from '../../src/lib/error-messages';

const weak =
  'body.password: This password is too easy to guess: it is one of the most common passwords or close to one. Please choose a longer, less predictable one (a few unrelated words work well).';

describe('human error messages (never a field path)', () => {
  it('turns the weak-password refusal into plain advice on the password field', () => {
    expect(splitFieldPaths(weak)).toEqual({
      message: 'Use at least 10 characters and avoid common passwords.',
      issues: [{ path: 'body.password', message: 'Use at least 10 characters and avoid common passwords' }],
    });
  });

  it('splits a validator answer of several fields into plain sentences, keeping its issues', () => {
    const out = splitFieldPaths(
      'body.email: Please enter a valid email address; body.password: Password must be at least 8 characters',
      [
        { path: 'body.email', message: 'Please enter a valid email address' },
        { path: 'body.password', message: 'Password must be at least 8 characters' },
      ],
    );
    expect(out.message).toBe('Please enter a valid email address. Password must be at least 8 characters.');
    expect(out.message).not.toMatch(/body\./);
    expect(out.issues).toEqual([
      { path: 'body.email', message: 'Please enter a valid email address' },
      { path: 'body.password', message: 'Password must be at least 8 characters' },
    ]);
  });

  it('capitalises a message that starts lower-case and strips query and params paths too', () => {
    expect(splitFieldPaths('body.confirmUsername: type DELETE to confirm deleting your account')).toEqual({
      message: 'Type DELETE to confirm deleting your account.',
      issues: [{ path: 'body.confirmUsername', message: 'Type DELETE to confirm deleting your account' }],
    });
    expect(splitFieldPaths('query.limit: Too big: expected number to be <=100').message).toBe(
      'Too big: expected number to be <=100.',
    );
    expect(splitFieldPaths('params.id: Invalid id').issues).toEqual([
      { path: 'params.id', message: 'Invalid id' },
    ]);
  });

  it('leaves a sentence without a path as it is', () => {
    expect(splitFieldPaths('Next reward in 12 minutes')).toEqual({
      message: 'Next reward in 12 minutes',
      issues: [],
    });
    expect(splitFieldPaths('Error: 3 things; not a path').message).toBe('Error: 3 things; not a path');
  });

  it('rewords by field only: "too easy to guess" elsewhere is left alone', () => {
    expect(humanFieldMessage('body.username', 'too easy to guess')).toBe('Too easy to guess');
    expect(humanFieldMessage('body.password', 'This password is too easy to guess')).toBe(
      'Use at least 10 characters and avoid common passwords',
    );
  });
});
