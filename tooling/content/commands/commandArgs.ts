import { parseArgs, type ParseArgsConfig } from 'node:util';

/*
 * The commands' arguments (import, citations, previews, migrate), read by Node's parseArgs and its
 * errors said in the commands' words. parseArgs's messages are its own: the names are read from them
 * here alone, and unit/command-args.spec.ts fails if they move.
 */

type Options = NonNullable<ParseArgsConfig['options']>;

/** Node's error, as the owner reads it: `unknown option --foo`, `--bib needs a value`. */
function said(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const name = /'(-{1,2}[^' =]+)/.exec(message)?.[1] ?? /'([^']+)'/.exec(message)?.[1];
  switch ((error as { code?: string }).code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return `unknown option ${name}`;
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      return `${name} needs a value`;
    case 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL':
      return `unexpected argument ${name}`;
    default:
      return message;
  }
}

/**
 * Reads `argv` against `options` (with `--help`/`-h` added): the values and positionals, or `problem`, a
 * line saying what is wrong with them.
 */
export function readArgs<O extends Options>(argv: readonly string[], options: O, allowPositionals = false) {
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      options: { ...options, help: { type: 'boolean', short: 'h' } },
      allowPositionals,
      strict: true,
    });
    return { values, positionals, help: (values as { help?: boolean }).help === true, problem: undefined };
  } catch (error) {
    return { values: undefined, positionals: [], help: false, problem: said(error) };
  }
}
