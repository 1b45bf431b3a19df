import { inspect } from 'node:util';

/**
 * An error that stops `vite build` and reads, when Vite's command line prints it, as `text` alone:
 * the owner's problem in their words, not the build's stack trace.
 */
export function buildStop(text: string): Error {
  const error = new Error(text.split('\n')[0]);
  Object.defineProperty(error, inspect.custom, { value: () => text });
  return error;
}
