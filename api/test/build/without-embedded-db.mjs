// `node --import` this file to run a process as the production image does: @cum/embedded-mongo (a
// development dependency, never installed there) cannot be resolved.
import { register } from 'node:module';

register(
  'data:text/javascript,' +
    encodeURIComponent(`
export async function resolve(specifier, context, next) {
  if (specifier === '@cum/embedded-mongo' || specifier.startsWith('@cum/embedded-mongo/')) {
    const error = new Error("Cannot find package '" + specifier + "' (hidden by without-embedded-db.mjs)");
    error.code = 'ERR_MODULE_NOT_FOUND';
    throw error;
  }
  return next(specifier, context);
}`),
);
