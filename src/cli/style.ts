// Colour for what is written to a terminal: on when stdout is one, off with NO_COLOR set (to
// anything but the empty string), forced on with FORCE_COLOR (set, but to `0` or nothing).
export function colourWanted(env: NodeJS.ProcessEnv, stdoutIsTerminal: boolean): boolean {
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '' && env.FORCE_COLOR !== '0') return true;
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  return stdoutIsTerminal;
}

export type Paint = (what: 'path' | 'line' | 'name' | 'match' | 'dim', text: string) => string;

const CODES = { path: 35, line: 32, name: 1, match: 31, dim: 2 } as const;

export function painter(colour: boolean): Paint {
  return colour ? (what, text) => `\x1b[${CODES[what]}m${text}\x1b[0m` : (_, text) => text;
}
