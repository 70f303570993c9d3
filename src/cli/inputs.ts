// The files a command reads: each argument a file, `-` (stdin) or a directory, which stands for
// its `*.ptx` files, recursively, in sorted order; one with none stays itself, for the command to
// say so at its place (read-input.ts reads a directory as that error). A command that reads one
// module (dump, print, fmt, diff) takes no directory (notOneFile()).
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export function expandInputs(args: readonly string[]): string[] {
  const out: string[] = [];
  for (const a of args) {
    const under = isDirectory(a) ? ptxFilesUnder(a) : [];
    if (under.length > 0) out.push(...under);
    else out.push(a);
  }
  return out;
}

/** Why `arg` cannot be the one module `command` reads (a directory); null when it can. */
export function notOneFile(arg: string, command: string): string | null {
  return isDirectory(arg) ? `'${arg}' is a directory: ptx ${command} reads one file` : null;
}

function isDirectory(arg: string): boolean {
  try {
    return arg !== '-' && statSync(arg).isDirectory();
  } catch {
    // Not there: reading it says so, at its place in the list.
    return false;
  }
}

function ptxFilesUnder(dir: string): string[] {
  const out: string[] = [];
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const e of entries) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...ptxFilesUnder(p));
    else if (e.name.endsWith('.ptx')) out.push(p);
  }
  return out;
}
