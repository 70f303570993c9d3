// A lone `-` (stdin) among the arguments, which cac would drop, stands for itself as STDIN_ARG.

/** Not a path anyone writes: a NUL byte cannot be in one. */
export const STDIN_ARG = '\0-';

/** The argument as written: `-` for STDIN_ARG. */
export function stdinArg(arg: string): string {
  return arg === STDIN_ARG ? '-' : arg;
}
