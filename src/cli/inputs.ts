// The files a command reads: each argument a file, `-` (stdin) or a directory, which stands for
// its `*.ptx` files, recursively, in sorted order; one with none stays itself, for the command to
// say so at its place (emptyDirectory()).
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export function expandInputs(args: readonly string[]): string[] {
  const out: string[] = [];
  for (const a of args) {
    let dir = false;
    try {
      dir = a !== '-' && statSync(a).isDirectory();
    } catch {
      // Not there: reading it says so, at its place in the list.
    }
    const under = dir ? ptxFilesUnder(a) : [];
    if (under.length > 0) out.push(...under);
    else out.push(a);
  }
  return out;
}

/** The problem of an input of expandInputs() that is a directory: it holds no .ptx file. */
export function emptyDirectory(path: string): string | null {
  try {
    return path !== '-' && statSync(path).isDirectory() ? 'no .ptx file under this directory' : null;
  } catch {
    return null;
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
