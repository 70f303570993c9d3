// Reading a PTX file (or `-` for stdin) for the CLI, with clear errors for what cannot be text.
import { readFileSync, statSync } from 'node:fs';
import { constants } from 'node:buffer';

export type Input = { ok: true; text: string; bytes: Uint8Array } | { ok: false; message: string };

export function readInput(path: string): Input {
  try {
    if (path !== '-') {
      const size = statSync(path).size;
      if (size > constants.MAX_STRING_LENGTH) {
        return { ok: false, message: `file is ${size} bytes; the largest text this parser can hold is ${constants.MAX_STRING_LENGTH} bytes` };
      }
    }
    const buf = readFileSync(path === '-' ? 0 : path);
    if (buf.length > constants.MAX_STRING_LENGTH) {
      return { ok: false, message: `input is ${buf.length} bytes; the largest text this parser can hold is ${constants.MAX_STRING_LENGTH} bytes` };
    }
    // PTX is ASCII; latin1 maps bytes to chars one to one, so offsets are byte offsets and
    // printing with latin1 gives the same bytes back.
    return { ok: true, text: buf.toString('latin1'), bytes: buf };
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    return { ok: false, message: `cannot read: ${err.code === 'ENOENT' ? 'no such file' : err.code === 'EISDIR' ? 'is a directory' : err.message}` };
  }
}
